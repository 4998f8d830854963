import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job, sandboxRecord, subscription } from '../src/db/schema.ts';
import { refundJob as refundJobDefinition } from '../src/modules/billing/jobs/index.ts';
import { PaymentProviderError } from '../src/payments/paystack-client.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { learnerClient, subscribeAndPay } from './billing-helpers.ts';

/**
 * The upgrade refund is made at most once (decisions/006, 010): Paystack's POST /refund has no
 * idempotency key, so a job that ran again after Paystack accepted its refund must find that
 * refund (GET /refund) instead of paying back twice. Real client, sandbox, job queue.
 */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

/**
 * Counts the client's calls; with `lostAnswer` the first POST /refund reaches Paystack and then
 * fails as if its answer never came back (a crash between the two is the same to the job).
 */
function watchClient(options: { lostAnswer: boolean }) {
  const client = app.payments.client;
  const { refund, listRefunds } = client;
  const calls = { refund: 0, listRefunds: 0 };
  client.refund = async (input) => {
    calls.refund++;
    const answer = await refund(input);
    if (options.lostAnswer && calls.refund === 1) {
      throw new PaymentProviderError('Paystack did not answer within 10 s');
    }
    return answer;
  };
  client.listRefunds = (window) => {
    calls.listRefunds++;
    return listRefunds(window);
  };
  return {
    calls,
    restore() {
      client.refund = refund;
      client.listRefunds = listRefunds;
    },
  };
}

/** A Builder monthly learner with 20 days left upgrades to Creator; the refund job is queued. */
async function upgraded() {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const { reference } = await subscribeAndPay(app, client, 'builderm');
  await app.db
    .update(subscription)
    .set({ nextPaymentDate: new Date(Date.now() + 20 * 86_400_000) })
    .where(eq(subscription.checkoutReference, reference));
  expect((await client.change('creatorm')).status).toBe(200);
  return { client, reference };
}

const refundJob = async () => {
  const rows = await app.db.select().from(job).where(eq(job.type, refundJobDefinition.type));
  expect(rows).toHaveLength(1);
  return rows[0] as typeof job.$inferSelect;
};

const refundsAtPaystack = async (reference: string) =>
  (await app.db.select().from(sandboxRecord).where(eq(sandboxRecord.kind, 'refund')))
    .map((r) => r.data as { transaction_reference: string; amount: number })
    .filter((r) => r.transaction_reference === reference);

describe('the upgrade refund is made at most once', () => {
  it('a retry after a lost answer finds the refund Paystack made and makes no second one', async () => {
    await app.db.delete(job).where(eq(job.type, refundJobDefinition.type));
    const watch = watchClient({ lostAnswer: true });
    try {
      const { client, reference } = await upgraded();
      await app.paymentsSandbox?.idle();
      // Paystack made the refund, but the job failed and waits for its retry.
      const failed = await refundJob();
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed.lastError).toMatch(/did not answer/);
      expect(await refundsAtPaystack(reference)).toHaveLength(1);

      // The back-off passes; the retry runs.
      await app.db
        .update(job)
        .set({ runAt: new Date(Date.now() - 1000) })
        .where(eq(job.id, failed.id));
      await app.paymentsSandbox?.idle();
      expect(await refundJob()).toMatchObject({ status: 'done', attempts: 2 });
      expect(watch.calls).toEqual({ refund: 1, listRefunds: 2 });
      const made = await refundsAtPaystack(reference);
      expect(made).toHaveLength(1);
      expect(made[0]?.amount).toBe((failed.payload as { amount: number }).amount);
      expect((await client.me()).body.role).toBe('creator');
    } finally {
      watch.restore();
    }
  });

  it('a first attempt that goes well refunds once', async () => {
    await app.db.delete(job).where(eq(job.type, refundJobDefinition.type));
    const watch = watchClient({ lostAnswer: false });
    try {
      const { reference } = await upgraded();
      await app.paymentsSandbox?.idle();
      const done = await refundJob();
      expect(done).toMatchObject({ status: 'done', attempts: 1 });
      expect(watch.calls).toEqual({ refund: 1, listRefunds: 1 });
      const made = await refundsAtPaystack(reference);
      expect(made).toHaveLength(1);
      expect(made[0]?.amount).toBe((done.payload as { amount: number }).amount);
      expect(made[0]?.amount).toBeGreaterThan(0);
    } finally {
      watch.restore();
    }
  });

  it('the sandbox lists refunds as Paystack does: newest first, paged, within from and to', async () => {
    const list = (query: string) =>
      app.inject({
        url: `/sandbox/paystack/refund?${query}`,
        headers: { authorization: `Bearer ${app.payments.webhookSecret}` },
      });
    const all = (await list('')).json();
    expect(all.meta).toMatchObject({ perPage: '50', page: 1, skipped: 0, failedRefundCount: 0 });
    expect(all.meta.total).toBeGreaterThanOrEqual(2);
    const second = (await list('perPage=1&page=2')).json();
    expect(second.data).toEqual([all.data[1]]);
    expect(second.meta).toMatchObject({ perPage: '1', page: 2, skipped: 1 });
    expect(second.meta.pageCount).toBe(all.meta.total);
    const newest = all.data[0].createdAt as string;
    expect((await list(`from=${encodeURIComponent(newest)}`)).json().data[0]).toEqual(all.data[0]);
    const early = new Date(Date.parse(all.data.at(-1).createdAt) - 1).toISOString();
    expect((await list(`to=${encodeURIComponent(early)}`)).json()).toMatchObject({
      data: [],
      meta: { total: 0, pageCount: 0 },
    });
    expect((await list('from=yesterday')).statusCode).toBe(400);
    expect((await list('')).statusCode).toBe(200);
    const unsigned = await app.inject({ url: '/sandbox/paystack/refund' });
    expect(unsigned.statusCode).toBe(401);
  });
});
