import { formatPrice, type TPlanCode, unusedAmount } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkout as checkoutTable, sandboxRecord, subscription } from '../src/db/schema.ts';
import { listLedger } from '../src/modules/billing/admin/ledger.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  atPaystack,
  checkout,
  freeLearner,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribeAndPay,
} from './billing-helpers.ts';

/**
 * A payment that replaces a live subscription (the offer bought while subscribed, a higher tier
 * paid in a second tab) stops that subscription at Paystack and refunds the unused part of its
 * paid period, as an upgrade does (decisions/028): never a payment kept for nothing. Real
 * client, sandbox and job queue; what Paystack did is read from the sandbox's own records.
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

type TSandboxRefund = { transaction_reference: string; amount: number; merchant_note: string };

const refundsOf = async (reference: string) =>
  (await app.db.select().from(sandboxRecord).where(eq(sandboxRecord.kind, 'refund')))
    .map((r) => r.data as TSandboxRefund)
    .filter((r) => r.transaction_reference === reference);

const mailsTo = (email: string) => (app.mailer.list?.() ?? []).filter((m) => m.to === email);

const checkoutRow = async (reference: string) => {
  const [row] = await app.db
    .select()
    .from(checkoutTable)
    .where(eq(checkoutTable.reference, reference));
  if (!row) throw new Error(`no checkout ${reference}`);
  return row;
};

const subscriptionOf = async (reference: string) => {
  const [row] = await app.db
    .select()
    .from(subscription)
    .where(eq(subscription.checkoutReference, reference));
  if (!row) throw new Error(`no subscription paid by ${reference}`);
  return row;
};

describe('buying the offer while subscribed', () => {
  it('is quoted first, then stops the subscription on both sides and refunds its unused part', async () => {
    const { email, cookie, client } = await freeLearner(app);
    const { reference: paid } = await subscribeAndPay(app, client, 'creatorm');
    // Ten days of the paid month are left.
    const end = new Date(Date.now() + 10 * 86_400_000);
    await app.db
      .update(subscription)
      .set({ nextPaymentDate: end })
      .where(eq(subscription.checkoutReference, paid));

    const quote = await app.inject({ url: '/api/offer/quote', headers: { cookie } });
    expect(quote.statusCode).toBe(200);
    const quoted = quote.json() as { stops: string; refund: number; message: string };
    expect(quoted.stops).toBe('creatorm');
    expect(quoted.refund).toBeGreaterThan(16_000);
    expect(quoted.refund).toBeLessThan(17_000);
    expect(quoted.message).toBe(
      `Your Creator monthly subscription stops; ${formatPrice({ amount: quoted.refund, currency: 'ZAR' })} comes back to your card.`,
    );

    const { reference: offer } = await subscribeAndPay(app, client, 'offer');
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });

    // Ours: the subscription ended.
    expect((await subscriptionOf(paid)).status).toBe('cancelled');
    // Paystack's: it charges nothing again, and the unused part of the month went back, once.
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(0);
    const expected = unusedAmount('creatorm', end, (await checkoutRow(offer)).createdAt, 50_000);
    const refunds = await refundsOf(paid);
    expect(refunds.map((r) => r.amount)).toEqual([expected]);
    expect(Math.abs(expected - quoted.refund)).toBeLessThanOrEqual(1);
    expect(refunds[0]?.merchant_note).toContain('Creator (monthly)');
    expect(refunds[0]?.merchant_note).toContain('lifetime');
    expect(await refundsOf(offer)).toEqual([]);
    // The admin's ledger says why that money went back.
    const ledger = (await listLedger(app.db)).filter(
      (r) => r.type === 'Refund' && r.reference === paid,
    );
    expect(ledger.map((r) => [r.amount, r.status])).toEqual([[-expected, 'processed']]);
    expect(ledger[0]?.message).toBe(
      `Unused part of Creator (monthly): replaced by Special offer — lifetime Creator access (${offer})`,
    );

    const mail = mailsTo(email).find((m) => /stopped/.test(m.subject));
    expect(mail?.text).toContain(
      'Your Creator (monthly) subscription has stopped and will not charge your card again: you bought lifetime Creator access',
    );
    expect(mail?.text).toContain(formatPrice({ amount: expected, currency: 'ZAR' }));
  });

  it('refunds the paid time left of a subscription already stopped at Paystack', async () => {
    const { cookie, client } = await freeLearner(app);
    const { reference: paid } = await subscribeAndPay(app, client, 'buildera');
    // Ended at Paystack while its paid year runs on: ours, as subscription.disable leaves it when
    // Paystack's next payment date is still ahead (webhooks/subscription-ended.ts), keeps access.
    const row = await subscriptionOf(paid);
    await sandboxControl(app, row.providerSubscriptionCode ?? '', 'end-silently');
    await app.db
      .update(subscription)
      .set({ status: 'cancelled', endedAt: new Date(), accessUntil: row.nextPaymentDate })
      .where(eq(subscription.id, row.id));
    const ended = await subscriptionOf(paid);
    expect(ended.status).toBe('cancelled');
    expect(ended.accessUntil?.getTime()).toBeGreaterThan(Date.now());
    expect((await client.me()).body.role).toBe('builder');

    const quoted = (await app.inject({ url: '/api/offer/quote', headers: { cookie } })).json();
    expect(quoted.stops).toBe('buildera');
    expect(quoted.refund).toBeGreaterThan(190_000);

    const { reference: offer } = await subscribeAndPay(app, client, 'offer');
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    const expected = unusedAmount(
      'buildera',
      ended.accessUntil ?? new Date(),
      (await checkoutRow(offer)).createdAt,
      200_000,
    );
    expect((await refundsOf(paid)).map((r) => r.amount)).toEqual([expected]);
    // Its paid time ended with the refund.
    const after = (await subscriptionOf(paid)).accessUntil;
    expect(after === null || after.getTime() <= Date.now()).toBe(true);
  });

  it('quotes nothing to stop without a subscription, and refuses a visitor', async () => {
    const { cookie } = await freeLearner(app);
    const quote = await app.inject({ url: '/api/offer/quote', headers: { cookie } });
    expect(quote.json()).toEqual({ stops: null, refund: 0, currency: null, message: null });
    expect((await app.inject({ url: '/api/offer/quote' })).statusCode).toBe(401);
  });
});

/** Two tabs: each starts a checkout before either is paid, then both are paid in `order`. */
async function twoTabs(first: TPlanCode, second: TPlanCode) {
  const learner = await freeLearner(app);
  const a = await learner.client.subscribe(first);
  const b = await learner.client.subscribe(second);
  expect([a.status, b.status]).toEqual([200, 200]);
  await checkout(app, a.body.authorization_url, 'pay');
  await app.paymentsSandbox?.idle();
  await checkout(app, b.body.authorization_url, 'pay');
  await app.paymentsSandbox?.idle();
  return { ...learner, a: a.body.reference as string, b: b.body.reference as string };
}

describe('two tabs, two tiers', () => {
  it('lower tier paid first: the higher one stays, the lower is stopped and refunded, with an email', async () => {
    const { email, client, a, b } = await twoTabs('starterm', 'creatorm');
    expect((await client.me()).body.role).toBe('creator');
    const starter = await subscriptionOf(a);
    expect(starter.status).toBe('cancelled');
    expect((await subscriptionOf(b)).status).toBe('active');

    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions).toEqual(
      expect.arrayContaining([
        { plan: expect.stringContaining('[starterm]'), status: 'non-renewing' },
        { plan: expect.stringContaining('[creatorm]'), status: 'active' },
      ]),
    );
    // The Creator checkout was started before Starter's period began: none of it was used.
    const refunds = await refundsOf(a);
    expect(refunds.map((r) => r.amount)).toEqual([20_000]);
    expect(refunds[0]?.merchant_note).toContain('Starter (monthly)');
    expect(await refundsOf(b)).toEqual([]);
    const mails = mailsTo(email).filter((m) => /stopped/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('Your Starter (monthly) subscription has stopped');
    expect(mails[0]?.text).toContain('We are refunding the R200 you paid for it');
    // Its own refund.processed takes nothing the learner holds now.
    expect((await client.me()).body.role).toBe('creator');
  });

  it('higher tier paid first: the lower payment bought nothing and is refunded in full', async () => {
    const { email, client, a, b } = await twoTabs('creatorm', 'starterm');
    expect((await client.me()).body.role).toBe('creator');
    expect((await subscriptionOf(a)).status).toBe('active');
    expect((await subscriptionOf(b)).status).toBe('cancelled');
    expect((await atPaystack(app, email)).charging).toBe(1);
    expect((await refundsOf(b)).map((r) => r.amount)).toEqual([20_000]);
    expect(await refundsOf(a)).toEqual([]);
    expect(mailsTo(email).map((m) => m.subject)).toContain(
      'ThinkBuild: your duplicate payment is refunded',
    );
  });
});
