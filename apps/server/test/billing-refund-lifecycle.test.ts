import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job, subscription, user } from '../src/db/schema.ts';
import { backoffMs } from '../src/jobs/define.ts';
import { refundJob } from '../src/modules/billing/jobs/index.ts';
import { attemptsForADay } from '../src/modules/billing/refunds/index.ts';
import { PaymentProviderError } from '../src/payments/paystack-client.ts';
import { adminBilling, adminGet } from './admin-billing-fixture.ts';
import { adminCall } from './admin-helpers.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import {
  learnerOnOlderBuilderPrice,
  redeliverDisputeResolve,
  resolveDispute,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

/**
 * Refunds and disputes have a lifecycle (ADR 006, "Refunds and disputes"): pending, processed,
 * failed and needs-attention are stored and shown to the admin; access goes back by the share
 * of what was paid that Paystack refunded; a dispute resolved for the merchant gives it back.
 * Refunds settle only when a test says so (the sandbox's refund control), as on Paystack.
 */
let app: TTestApp;
let admin: string;
withTestApp({ env: { ...SANDBOX_TEST_ENV, SANDBOX_REFUND_DELAY_MS: '3600000' } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

const refundsOf = async (reference: string) =>
  (await app.payments.client.listRefunds()).filter((r) => r.transaction_reference === reference);

/** Settles a pending sandbox refund (process, fail, needs-attention) and applies its events. */
async function settle(id: number, action: 'process' | 'fail' | 'needs-attention') {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/paystack/refund-control/${id}/${action}`,
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
  await app.paymentsSandbox?.idle();
}

/** The ledger's refund rows of one charge: [status, amount, message]. */
async function ledgerRefunds(reference: string) {
  const res = await adminGet(app, '/api/admin/billing/payments.csv', admin);
  expect(res.statusCode).toBe(200);
  return (
    res.body
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','))
      .filter((c) => c[1] === 'Refund' && c[7] === reference)
      // The message may hold commas; the two tax columns (empty here: no VAT number) and the
      // coupon's two follow it.
      .map((c) => [c[2], c[5], c.slice(8, -4).join(',')])
  );
}

/** The admin page's Refunds and disputes list, for one charge. */
async function summaryRefunds(reference: string) {
  return (await adminBilling(app, admin)).refunds.filter((r) => r.reference === reference);
}

describe('access goes back by the share of what was paid that was refunded', () => {
  it('two 50% refunds of the offer take lifetime access back once both are processed', async () => {
    const { client, reference } = await subscribedLearner(app, 'offer');
    const half = app.config.offer.amount / 2;
    await app.payments.client.refund({ transaction: reference, amount: half });
    await app.payments.client.refund({ transaction: reference, amount: half });
    await app.paymentsSandbox?.idle();
    const [first, second] = await refundsOf(reference);
    expect((await client.me()).body.role).toBe('creator');
    expect(await ledgerRefunds(reference)).toEqual(
      [
        ['pending', String(-half / 100), ''],
        ['pending', String(-half / 100), ''],
      ].map(([s, a, m]) => [s, Number(a).toFixed(2), m]),
    );
    await settle(first?.id ?? 0, 'process');
    expect((await client.me()).body.role).toBe('creator');
    await settle(second?.id ?? 0, 'process');
    expect((await client.me()).body).toMatchObject({ role: 'free', lifetimeAccess: false });
    expect((await ledgerRefunds(reference)).map((r) => r[0])).toEqual(['processed', 'processed']);
  });

  it('a full refund of a payment at an older price takes the period back', async () => {
    const own = await buildTestApp({ env: { ...SANDBOX_TEST_ENV } });
    try {
      const { learner, client } = await learnerOnOlderBuilderPrice(own);
      const [me] = await own.db.select().from(user).where(eq(user.email, learner.email));
      const [row] = await own.db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, me?.id ?? ''));
      await sandboxControl(own, row?.providerSubscriptionCode ?? '', 'refund');
      // Pending for SANDBOX_REFUND_DELAY_MS, then processed on its own: only then is it taken.
      await own.paymentsSandbox?.settled();
      expect((await client.me()).body.role).toBe('free');
    } finally {
      await own.cleanup();
    }
  });
});

describe('a refund that gives nothing back is recorded and shown', () => {
  it('refund.failed is in the ledger; one our job asked for is asked again later, once', async () => {
    const { client, reference } = await subscribedLearner(app, 'offer');
    // What upgrade.ts and duplicates.ts enqueue: our own refund of part of a charge.
    await app.jobs.enqueue(refundJob, {
      reference,
      amount: 50_000,
      requestedAt: new Date().toISOString(),
      note: 'test refund',
    });
    await app.paymentsSandbox?.idle();
    const [asked] = await refundsOf(reference);
    await settle(asked?.id ?? 0, 'fail');
    const [failed] = await ledgerRefunds(reference);
    expect(failed?.[0]).toBe('failed');
    expect(failed?.[2]).toContain('asked again in an hour');
    expect(await summaryRefunds(reference)).toEqual([
      expect.objectContaining({ kind: 'refund', status: 'failed', amount: 50_000 }),
    ]);
    // The retry is due an hour later: move it to now, as the queue's clock would.
    await app.db
      .update(job)
      .set({ runAt: sql`now()` })
      .where(and(eq(job.type, refundJob.type), eq(job.status, 'pending')));
    await app.paymentsSandbox?.idle();
    const again = (await refundsOf(reference)).filter((r) => r.status !== 'failed');
    expect(again).toHaveLength(1);
    await settle(again[0]?.id ?? 0, 'process');
    expect((await ledgerRefunds(reference)).map((r) => r[0]).sort()).toEqual([
      'failed',
      'processed',
    ]);
    // Half of the offer refunded: lifetime access stays.
    expect((await client.me()).body.role).toBe('creator');
  });

  it('needs-attention (no event) is recorded by reconciling and shown', async () => {
    const { reference } = await subscribedLearner(app, 'offer');
    await app.payments.client.refund({ transaction: reference, amount: 10_000 });
    await app.paymentsSandbox?.idle();
    const [refund] = await refundsOf(reference);
    await settle(refund?.id ?? 0, 'needs-attention');
    const res = await adminCall(app, admin)('POST', '/api/admin/billing/reconcile');
    expect(res.statusCode).toBeLessThan(300);
    await app.paymentsSandbox?.idle();
    const [row] = await ledgerRefunds(reference);
    expect(row?.[0]).toBe('needs-attention');
    expect((await summaryRefunds(reference)).map((r) => r.status)).toEqual(['needs-attention']);
    expect(row?.[2]).toContain('bank details');
  });
});

describe('a dispute resolved', () => {
  it('for the merchant (declined) gives lifetime access back; later events change nothing', async () => {
    const { client, reference } = await subscribedLearner(app, 'offer');
    await sandboxControl(app, reference, 'dispute');
    expect((await client.me()).body.role).toBe('free');
    await resolveDispute(app, reference, 'declined');
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    await redeliverDisputeResolve(app, reference, 'declined');
    await redeliverDisputeResolve(app, reference, 'merchant-accepted');
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
  });

  it('for the merchant gives the subscription period back (it does not renew)', async () => {
    const { client, code } = await subscribedLearner(app, 'builderm');
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, code));
    await sandboxControl(app, code, 'dispute');
    expect((await client.me()).body.role).toBe('free');
    await resolveDispute(app, row?.lastChargeReference ?? '', 'declined');
    expect((await client.me()).body.role).toBe('builder');
  });

  it('for the customer (merchant-accepted) keeps access taken', async () => {
    const { client, reference } = await subscribedLearner(app, 'offer');
    await sandboxControl(app, reference, 'dispute');
    await resolveDispute(app, reference, 'merchant-accepted');
    expect((await client.me()).body).toMatchObject({ role: 'free', lifetimeAccess: false });
  });
});

describe('a refund job outlasts a Paystack outage', () => {
  it('tries for at least a day with back-off', () => {
    for (const base of [app.config.jobsRetryBaseMs, 1, 10_000]) {
      const attempts = attemptsForADay(base);
      let waited = 0;
      for (let a = 1; a < attempts; a++) waited += backoffMs(a, base);
      expect(waited).toBeGreaterThanOrEqual(24 * 60 * 60 * 1000);
    }
  });

  it('keeps retrying while GET /refund fails (longer than 30 s of back-off), then refunds once', async () => {
    const { reference } = await subscribedLearner(app, 'offer');
    const client = app.payments.client;
    const { listRefunds, refund } = client;
    let down = true;
    let posts = 0;
    client.listRefunds = (window) =>
      down
        ? Promise.reject(new PaymentProviderError('Paystack is unreachable'))
        : listRefunds(window);
    client.refund = (input) => {
      posts++;
      return refund(input);
    };
    try {
      // As upgrade.ts enqueues it: 3 attempts asked for.
      await app.jobs.enqueue(
        refundJob,
        { reference, amount: 20_000, requestedAt: new Date().toISOString() },
        { maxAttempts: 3 },
      );
      let waited = 0;
      for (let attempt = 1; attempt <= 6; attempt++) {
        await app.jobs.runDue();
        const [row] = await app.db
          .select()
          .from(job)
          .where(eq(job.type, refundJob.type))
          .orderBy(sql`${job.createdAt} desc`)
          .limit(1);
        expect(row?.status).toBe('pending');
        waited += (row?.runAt.getTime() ?? 0) - Date.now();
        // The queue's clock moves on: the retry is due now.
        await app.db
          .update(job)
          .set({ runAt: sql`now()` })
          .where(eq(job.id, row?.id ?? ''));
      }
      expect(waited).toBeGreaterThan(30_000);
      expect(posts).toBe(0);
      down = false;
      await app.paymentsSandbox?.idle();
      expect(posts).toBe(1);
      expect(await refundsOf(reference)).toHaveLength(1);
    } finally {
      client.listRefunds = listRefunds;
      client.refund = refund;
    }
  });
});
