import { formatPrice, LIFETIME_HELD_MESSAGE } from '@thinkbuild/core';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job, paymentEvent, sandboxRecord, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  atPaystack,
  billingMailsTo,
  checkout,
  freeLearner,
  paystackState,
  SANDBOX_TEST_ENV,
  subscribeAndPay,
} from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * Never charge for access already held (ADR 006): checkout, plan change and the offer refuse
 * before any Paystack call, and a payment that slipped through anyway (two tabs) is refunded in
 * full, once, with an email. Real client, sandbox and job queue; what Paystack did is read from
 * the sandbox's own records.
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const newLearner = async (options: { lifetime?: boolean } = {}) => {
  const learner = await freeLearner(app);
  if (options.lifetime) {
    await app.db.update(user).set({ lifetimeAccess: true }).where(eq(user.email, learner.email));
  }
  return learner;
};

const refundsAtPaystack = async () =>
  (await app.db.select().from(sandboxRecord).where(eq(sandboxRecord.kind, 'refund'))).map(
    (r) => r.data as { transaction_reference?: string; transaction?: unknown; amount: number },
  );

const mailsTo = (email: string) => billingMailsTo(app, email);
/** The first payment's receipt, the duplicate's refund, and that refund done: each told once. */
const expectToldOnce = (email: string, price: string, what: string) =>
  expect(
    mailsTo(email)
      .map((m) => m.subject)
      .sort(),
  ).toEqual([
    `ThinkBuild receipt: ${price} for ${what}`,
    'ThinkBuild: your duplicate payment is refunded',
    `ThinkBuild: your refund of ${price} is done`,
  ]);

describe('a purchase that would not raise access is refused before Paystack is called', () => {
  it('a lifetime learner cannot buy a plan or the offer', async () => {
    const { client } = await newLearner({ lifetime: true });
    const before = await paystackState(app);
    for (const plan of ['creatorm', 'starterm', 'offer'] as const) {
      const res = await client.subscribe(plan);
      expect(res).toEqual({
        status: 409,
        body: { code: 'CONFLICT', message: LIFETIME_HELD_MESSAGE },
      });
    }
    expect(await paystackState(app)).toBe(before);
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
  });

  it('a subscriber cannot buy the plan they hold, nor a lower tier', async () => {
    const { client } = await newLearner();
    await subscribeAndPay(app, client, 'builderm');
    const before = await paystackState(app);
    expect(await client.subscribe('builderm')).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message:
          'You already have the Builder (monthly) subscription. To change it, go to your account page.',
      },
    });
    expect(await client.subscribe('starterm')).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message:
          'You already have the Builder (monthly) subscription, which includes everything in Starter. To change it, go to your account page.',
      },
    });
    expect(await paystackState(app)).toBe(before);
  });

  it('a lifetime learner with an old subscription cannot change plan', async () => {
    const { email, cookie, client } = await newLearner();
    await subscribeAndPay(app, client, 'starterm');
    await app.db.update(user).set({ lifetimeAccess: true }).where(eq(user.email, email));
    const before = await paystackState(app);
    const message = `${LIFETIME_HELD_MESSAGE} No plan adds anything; you can cancel your subscription on your account page.`;
    expect(await client.change('creatorm')).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message },
    });
    const preview = await app.inject({
      url: '/api/subscription/change?plan=creatorm',
      headers: { cookie },
    });
    expect(preview.statusCode).toBe(409);
    expect(preview.json()).toEqual({ code: 'CONFLICT', message });
    expect(await paystackState(app)).toBe(before);
  });
});

describe('a payment for access already held is refunded in full, once', () => {
  it('two tabs pay the same plan: one subscription at Paystack, one refund, one email', async () => {
    const { email, client } = await newLearner();
    // Both tabs start their checkout while the learner holds nothing yet.
    const first = await client.subscribe('creatorm');
    const second = await client.subscribe('creatorm');
    expect([first.status, second.status]).toEqual([200, 200]);
    await checkout(app, first.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    await checkout(app, second.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();

    expect((await client.me()).body.role).toBe('creator');
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    const refunds = (await refundsAtPaystack()).filter((r) =>
      JSON.stringify(r).includes(second.body.reference),
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.amount).toBe(50_000);
    expect(JSON.stringify(await refundsAtPaystack())).not.toContain(first.body.reference);
    expect((await client.payment(first.body.reference)).body).toMatchObject({
      status: 'success',
      message: 'Payment successful',
    });
    expect((await client.payment(second.body.reference)).body).toMatchObject({
      status: 'success',
      message:
        'You already had this access from an earlier payment, so this payment is refunded in full.',
      role: 'creator',
    });
    expectToldOnce(email, 'R500', 'Creator (monthly)');
    const mail = mailsTo(email).find((m) => m.subject.includes('duplicate'));
    expect(mail?.text).toContain('We are refunding the R500 in full');

    // Paystack sends charge.success again (a re-sent event, not byte-identical): nothing more.
    const verified = await app.payments.client.verifyTransaction(second.body.reference);
    const replay = await postSignedWebhook(app, {
      event: 'charge.success',
      data: verified,
      resent: true,
    });
    expect(replay.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();
    expect(
      (await refundsAtPaystack()).filter((r) => JSON.stringify(r).includes(second.body.reference)),
    ).toHaveLength(1);
    expectToldOnce(email, 'R500', 'Creator (monthly)');
    expect((await atPaystack(app, email)).charging).toBe(1);
    expect((await client.me()).body.role).toBe('creator');
  });

  it('two tabs pay the offer: lifetime access stays, the second payment is refunded', async () => {
    const { email, client } = await newLearner();
    const first = await client.subscribe('offer');
    const second = await client.subscribe('offer');
    await checkout(app, first.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    await checkout(app, second.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    const refunds = (await refundsAtPaystack()).filter((r) =>
      JSON.stringify(r).includes(second.body.reference),
    );
    expect(refunds.map((r) => r.amount)).toEqual([app.config.offer.amount]);
    // The refund's own refund.processed takes nothing back: the first payment bought it.
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    expectToldOnce(email, formatPrice(app.config.offer), 'lifetime Creator access');
  });

  it("the duplicate's subscription.create comes before its charge.success: same end", async () => {
    const { email, client } = await newLearner();
    const first = await client.subscribe('builderm');
    const second = await client.subscribe('builderm');
    await checkout(app, first.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    // Paystack does not promise an order: the second payment's events are delivered, and its
    // charge.success is held back until its subscription.create has been applied.
    const runDue = app.jobs.runDue;
    app.jobs.runDue = async () => 0;
    try {
      await checkout(app, second.body.authorization_url, 'pay');
      await app.paymentsSandbox?.idle();
    } finally {
      app.jobs.runDue = runDue;
    }
    const [charge] = await app.db
      .select({ id: paymentEvent.id })
      .from(paymentEvent)
      .where(
        and(
          eq(paymentEvent.event, 'charge.success'),
          sql`${paymentEvent.payload}::text like ${`%${second.body.reference}%`}`,
        ),
      );
    const held = sql`${job.payload}->>'id' = ${charge?.id ?? ''}`;
    await app.db
      .update(job)
      .set({ runAt: new Date(Date.now() + 3_600_000) })
      .where(held);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('builder');
    await app.db.update(job).set({ runAt: new Date() }).where(held);
    await app.paymentsSandbox?.idle();

    expect((await atPaystack(app, email)).charging).toBe(1);
    const refunded = (await refundsAtPaystack()).filter((r) =>
      JSON.stringify(r).includes(second.body.reference),
    );
    expect(refunded.map((r) => r.amount)).toEqual([30_000]);
    expect(JSON.stringify(await refundsAtPaystack())).not.toContain(first.body.reference);
    expectToldOnce(email, 'R300', 'Builder (monthly)');
    const customer = (await client.customer()).body;
    expect(customer.subscriptions[0]).toMatchObject({ plan: 'builderm', status: 'active' });
    expect((await client.me()).body.role).toBe('builder');
  });
});
