import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLANS, type TPlanCode } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkout, paymentEvent, subscription, user } from '../src/db/schema.ts';
import { signPaystackBody } from '../src/payments/webhook-signature.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { learnerClient } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const fixtures = join(import.meta.dirname, 'fixtures/paystack');

const post = (body: string, signature?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/webhooks/paystack',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
    },
    payload: body,
  });
/** What applying a stored event did (the job queue has run it by then). */
const outcomeOf = async (body: string | Buffer) => {
  const parsed = JSON.parse(body.toString()) as { event: string };
  const id = `${parsed.event}:${createHash('sha256').update(body).digest('hex')}`;
  const [row] = await app.db.select().from(paymentEvent).where(eq(paymentEvent.id, id));
  return row?.outcome ?? null;
};

/** Posts a signed event, runs the jobs it queued, and reports the answer and the outcome. */
const signed = async (event: object) => {
  const body = JSON.stringify(event);
  const res = await postSignedWebhook(app, body);
  expect(res.statusCode).toBe(200);
  await app.jobs.runDue();
  return { answer: res.json().outcome as string, outcome: await outcomeOf(body) };
};

const eventCount = async () => (await app.db.select().from(paymentEvent)).length;

/** A learner with a pending checkout for `plan`, as POST /api/subscription leaves it. */
async function pendingCheckout(plan: TPlanCode) {
  const learner = await signInAs(app, 'free');
  const started = await learnerClient(app, learner).subscribe(plan);
  expect(started.status).toBe(200);
  const [row] = await app.db.select().from(user).where(eq(user.email, learner.email));
  return { ...learner, userId: row?.id as string, reference: started.body.reference as string };
}

const authorization = {
  authorization_code: 'AUTH_test1234',
  last4: '4081',
  exp_month: '12',
  exp_year: '2030',
  brand: 'visa',
  reusable: true,
};

async function chargeSuccess(
  c: { email: string; reference: string },
  plan: TPlanCode,
  over: { amount?: number; currency?: string } = {},
) {
  return {
    event: 'charge.success',
    data: {
      id: 1,
      status: 'success',
      reference: c.reference,
      amount: over.amount ?? PLANS[plan].amount,
      currency: over.currency ?? 'ZAR',
      gateway_response: 'Approved',
      paid_at: '2026-11-23T10:00:00.000Z',
      customer: { email: c.email, customer_code: 'CUS_test' },
      authorization,
      plan: { plan_code: await app.payments.providerPlanCode(plan) },
    },
  };
}

async function subscriptionCreate(c: { email: string }, plan: TPlanCode, code: string) {
  return {
    event: 'subscription.create',
    data: {
      status: 'active',
      subscription_code: code,
      email_token: 'tok_test',
      amount: PLANS[plan].amount,
      next_payment_date: '2026-12-23T10:00:00.000Z',
      plan: {
        plan_code: await app.payments.providerPlanCode(plan),
        amount: PLANS[plan].amount,
        currency: 'ZAR',
        interval: PLANS[plan].interval,
      },
      customer: { email: c.email, customer_code: 'CUS_test' },
      authorization,
    },
  };
}

const rowsOf = async (userId: string) =>
  (await app.db.select().from(subscription).where(eq(subscription.userId, userId))).map((r) => ({
    plan: r.planCode,
    status: r.status,
    code: r.providerSubscriptionCode,
    next: r.nextPaymentDate?.toISOString(),
    last4: r.cardLast4,
    linked: r.checkoutReference !== null,
  }));

describe('POST /api/webhooks/paystack', () => {
  it('refuses a missing or forged signature and records nothing', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: {} });
    const before = await eventCount();
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, 'a'.repeat(128))).statusCode).toBe(401);
    expect((await post(body, signPaystackBody('sk_test_someone_else', body))).statusCode).toBe(401);
    expect(await eventCount()).toBe(before);
  });

  it('is not held to the per-address API limit (Paystack sends from few addresses)', async () => {
    const limited = await buildTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3' } });
    try {
      const body = JSON.stringify({ event: 'invoice.create', data: {} });
      for (let i = 0; i < 6; i++) {
        const res = await postSignedWebhook(limited, body);
        expect(res.statusCode).toBe(200);
      }
    } finally {
      await limited.cleanup();
    }
  });

  it("accepts each of Paystack's samples when signed, and grants nothing for NGN", async () => {
    for (const file of (await readdir(fixtures)).filter((f) => f.endsWith('.json'))) {
      const raw = await readFile(join(fixtures, file));
      const res = await postSignedWebhook(app, raw.toString());
      expect(res.statusCode, file).toBe(200);
      expect(res.json().outcome, file).toBe('queued');
      await app.jobs.runDue();
      expect(await outcomeOf(raw), file).toMatch(/^(ignored|refused|waiting)/);
    }
    expect(await app.db.select().from(subscription)).toEqual([]);
  });

  it('processes the same event once, however often it arrives', async () => {
    const c = await pendingCheckout('builderm');
    const event = await chargeSuccess(c, 'builderm');
    expect(await signed(event)).toEqual({ answer: 'queued', outcome: 'builderm started' });
    expect(await signed(event)).toEqual({ answer: 'duplicate', outcome: 'builderm started' });
    expect(await rowsOf(c.userId)).toHaveLength(1);
  });

  it('grants once when the same payment arrives many times at once', async () => {
    const c = await pendingCheckout('buildera');
    const event = await chargeSuccess(c, 'buildera');
    const results = await Promise.all(Array.from({ length: 8 }, () => signed(event)));
    expect(results.filter((r) => r.answer === 'queued')).toHaveLength(1);
    expect(results.every((r) => r.outcome === 'buildera started')).toBe(true);
    expect(await rowsOf(c.userId)).toHaveLength(1);
  });

  it('reaches the same end state whichever of charge.success and subscription.create comes first', async () => {
    const a = await pendingCheckout('creatorm');
    await signed(await chargeSuccess(a, 'creatorm'));
    await signed(await subscriptionCreate(a, 'creatorm', 'SUB_order_a'));
    const b = await pendingCheckout('creatorm');
    await signed(await subscriptionCreate(b, 'creatorm', 'SUB_order_b'));
    await signed(await chargeSuccess(b, 'creatorm'));
    const [rowA] = await rowsOf(a.userId);
    const [rowB] = await rowsOf(b.userId);
    expect(rowA).toEqual({ ...rowB, code: 'SUB_order_a' });
    expect(rowA).toMatchObject({
      status: 'active',
      next: '2026-12-23T10:00:00.000Z',
      last4: '4081',
      linked: true,
    });
  });

  it('grants nothing for a wrong amount or currency', async () => {
    const c = await pendingCheckout('creatora');
    const cheap = await signed(await chargeSuccess(c, 'creatora', { amount: 100 }));
    expect(cheap.outcome).toMatch(/^refused: amount 100/);
    const dollars = await signed(await chargeSuccess(c, 'creatora', { currency: 'USD' }));
    expect(dollars.outcome).toMatch(/^refused: currency USD/);
    expect(await rowsOf(c.userId)).toEqual([]);
    const [co] = await app.db.select().from(checkout).where(eq(checkout.reference, c.reference));
    expect(co?.status).toBe('failed');
    expect((await learnerClient(app, c).me()).body.role).toBe('free');
  });

  it('moves a subscription through not_renew, a failed invoice and disable', async () => {
    const c = await pendingCheckout('starterm');
    await signed(await chargeSuccess(c, 'starterm'));
    const created = await subscriptionCreate(c, 'starterm', 'SUB_states');
    await signed(created);
    const invoiceFailed = {
      event: 'invoice.payment_failed',
      data: {
        amount: PLANS.starterm.amount,
        status: 'pending',
        paid: false,
        subscription: { subscription_code: 'SUB_states', next_payment_date: null },
        transaction: {},
      },
    };
    expect((await signed(invoiceFailed)).outcome).toBe(
      'attention: renewal failed; learner emailed',
    );
    expect((await learnerClient(app, c).me()).body.role).toBe('starter');
    const notRenew = {
      event: 'subscription.not_renew',
      data: { ...created.data, status: 'non-renewing' },
    };
    expect((await signed(notRenew)).outcome).toBe('non-renewing');
    const disable = {
      event: 'subscription.disable',
      data: { ...created.data, status: 'complete' },
    };
    // Paystack says "complete", but the month paid on November 23 runs to December 23.
    expect((await signed(disable)).outcome).toBe(
      'completed; access kept until 2026-12-23T10:00:00.000Z',
    );
    expect((await learnerClient(app, c).me()).body.role).toBe('starter');
    await app.db
      .update(subscription)
      .set({ accessUntil: new Date(Date.now() - 1000) })
      .where(eq(subscription.providerSubscriptionCode, 'SUB_states'));
    expect((await learnerClient(app, c).me()).body.role).toBe('free');
  });
});
