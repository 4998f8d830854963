import { PLANS, unusedAmount } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvent, sandboxRecord, subscription, user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import {
  atPaystack,
  learnerClient,
  learnerOnOlderBuilderPrice,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribeAndPay,
} from './billing-helpers.ts';

/**
 * An upgrade opens the new tier only once its first charge is confirmed; a refusal changes
 * nothing, a timeout is decided by asking Paystack, and the refund is a share of what was paid.
 * Through the real client and the sandbox; Paystack's side is read from the sandbox's records.
 */
let app: TTestApp;
beforeAll(async () => {
  // A 2 s client time limit, so the armed timeout is quick (as in sandbox-fidelity.test.ts).
  app = await buildTestApp({ env: { ...SANDBOX_TEST_ENV, PAYSTACK_TIMEOUT_MS: '2000' } });
});
afterAll(() => app.cleanup());

const lever = async (target: TTestApp, name: string) => {
  const res = await target.inject({
    method: 'POST',
    url: `/sandbox/paystack/lever/${name}`,
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
};

/** The refunds Paystack (the sandbox) made of one charge. */
const refundsOf = async (target: TTestApp, reference: string) =>
  (await target.db.select().from(sandboxRecord))
    .filter((r) => r.kind === 'refund')
    .map((r) => r.data as { transaction_reference: string; amount: number })
    .filter((r) => r.transaction_reference === reference);

/** Leaves `days` of the learner's paid period (time passes, in our records). */
async function daysLeft(target: TTestApp, email: string, days: number) {
  const [me] = await target.db.select().from(user).where(eq(user.email, email));
  const end = new Date(Date.now() + days * 86_400_000);
  await target.db
    .update(subscription)
    .set({ nextPaymentDate: end })
    .where(eq(subscription.userId, me?.id ?? ''));
  return end;
}

async function onBuilder() {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const { reference } = await subscribeAndPay(app, client, 'builderm');
  const end = await daysLeft(app, learner.email, 20);
  return { ...learner, client, reference, end };
}

describe('an upgrade whose first charge is declined', () => {
  it('leaves the old plan live at Paystack, the role and our records as they were, no refund', async () => {
    const { email, client, reference } = await onBuilder();
    const eventsBefore = (await app.db.select().from(paymentEvent)).length;
    await lever(app, 'subscription-fails');
    const changed = await client.change('creatorm');
    expect(changed.status).toBe(402);
    expect(changed.body.message).toBe(
      'The payment for Creator (monthly) did not go through: Declined. You keep Builder (monthly); nothing has changed.',
    );
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('builder');
    // Paystack: Builder was never stopped (no not_renew went out), nothing new charges.
    expect((await atPaystack(app, email)).subscriptions).toEqual([
      { plan: expect.stringContaining('[builderm]'), status: 'active' },
    ]);
    expect((await app.db.select().from(paymentEvent)).length).toBe(eventsBefore);
    expect(await refundsOf(app, reference)).toEqual([]);
    const view = (await client.customer()).body.subscriptions;
    expect(view).toHaveLength(1);
    expect(view[0]).toMatchObject({ plan: 'builderm', status: 'active' });
  });
});

describe('an upgrade whose create times out after Paystack created and charged it', () => {
  it('asks Paystack, opens the new tier: one live subscription, the old period refunded once', async () => {
    const { email, client, reference, end } = await onBuilder();
    await lever(app, 'subscription-times-out');
    const changed = await client.change('creatorm');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/^Your subscription is now Creator \(monthly\)\./);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('creator');
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions).toEqual(
      expect.arrayContaining([
        { plan: expect.stringContaining('[builderm]'), status: 'non-renewing' },
        { plan: expect.stringContaining('[creatorm]'), status: 'active' },
      ]),
    );
    const refunds = await refundsOf(app, reference);
    expect(refunds).toHaveLength(1);
    const expected = unusedAmount('builderm', end, new Date(), PLANS.builderm.amount);
    expect(Math.abs((refunds[0]?.amount ?? 0) - expected)).toBeLessThan(5);
    // Our records: exactly one live subscription, Creator, with its first charge.
    const view = (await client.customer()).body.subscriptions;
    expect(view.filter((s: { status: string }) => s.status === 'active')).toEqual([
      expect.objectContaining({ plan: 'creatorm' }),
    ]);
  });
});

describe('a charge.success that arrives before its subscription.create', () => {
  it('waits and is applied when the row appears, so a dispute of it takes the period back', async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    // Paystack's order for a subscription it starts: the charge first, then subscription.create.
    await app.paymentsSandbox?.subscribe(
      learner.email,
      await app.payments.providerPlanCode('builderm'),
    );
    expect((await client.me()).body.role).toBe('builder');
    const [me] = await app.db.select().from(user).where(eq(user.email, learner.email));
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, me?.id ?? ''));
    const charges = (await app.db.select().from(paymentEvent)).filter(
      (e) =>
        e.event === 'charge.success' &&
        (e.payload as { data: { customer: { email: string } } }).data.customer.email ===
          learner.email,
    );
    expect(charges).toHaveLength(1);
    expect(charges[0]?.outcome).toBe('builderm charge recorded');
    const chargeRef = (charges[0]?.payload as { data: { reference: string } } | undefined)?.data
      .reference;
    expect(row?.lastChargeReference).toBe(chargeRef);
    await sandboxControl(app, row?.providerSubscriptionCode ?? '', 'dispute');
    expect((await client.me()).body.role).toBe('free');
  });
});

describe('pro rata on what was paid', () => {
  it('refunds a share of the older price a learner paid, not of today’s', async () => {
    const own = await buildTestApp({ env: { ...SANDBOX_TEST_ENV } });
    try {
      const { learner, client } = await learnerOnOlderBuilderPrice(own);
      const end = await daysLeft(own, learner.email, 20);
      const paidShare = unusedAmount('builderm', end, new Date(), 25_000);
      const shown = await own.inject({
        url: '/api/subscription/change?plan=creatorm',
        headers: { cookie: learner.cookie, origin: 'http://localhost:3000' },
      });
      expect(Math.abs(shown.json().refund - paidShare)).toBeLessThan(5);
      const [me] = await own.db.select().from(user).where(eq(user.email, learner.email));
      const [row] = await own.db
        .select()
        .from(subscription)
        .where(eq(subscription.userId, me?.id ?? ''));
      expect((await client.change('creatorm')).status).toBe(200);
      await own.paymentsSandbox?.idle();
      const refunds = await refundsOf(own, row?.lastChargeReference ?? '');
      expect(refunds).toHaveLength(1);
      expect(Math.abs((refunds[0]?.amount ?? 0) - paidShare)).toBeLessThan(5);
      expect((await client.me()).body.role).toBe('creator');
    } finally {
      await own.cleanup();
    }
  });
});
