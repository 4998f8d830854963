import { LIFETIME_HELD_MESSAGE, PLANS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxRecord, subscription, user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { atPaystack, freeLearner, SANDBOX_TEST_ENV, subscribeAndPay } from './billing-helpers.ts';

/** The once-off offer: its price is a setting, and it is the highest thing a learner can hold. */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const newLearner = (target = app) => freeLearner(target);

describe('the offer price', () => {
  it('is R2 000 by default, half of Creator annually, and a ZAR-only merchant takes it', async () => {
    // Default settings: the sandbox merchant takes only ZAR, as most South African ones do.
    const defaults = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
    try {
      expect((await defaults.inject({ url: '/api/offer' })).json()).toEqual({
        amount: 200_000,
        currency: 'ZAR',
        // No VAT_NUMBER: prices are shown without "incl. 15% VAT" (decisions/044).
        vat: false,
      });
      expect(200_000 * 2).toBe(PLANS.creatora.amount);
      const { client } = await newLearner(defaults);
      const { reference } = await subscribeAndPay(defaults, client, 'offer');
      const [tx] = await defaults.db
        .select()
        .from(sandboxRecord)
        .where(eq(sandboxRecord.id, reference));
      expect(tx?.data).toMatchObject({ amount: 200_000, currency: 'ZAR', status: 'success' });
      expect((await client.payment(reference)).body.status).toBe('success');
      expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    } finally {
      await defaults.cleanup();
    }
  });

  it("follows OFFER_CURRENCY and OFFER_AMOUNT (SPEC's $27 for a merchant enabled for USD)", async () => {
    const usd = await buildTestApp({
      env: { ...SANDBOX_TEST_ENV, OFFER_CURRENCY: 'USD', OFFER_AMOUNT: '2700' },
    });
    try {
      expect((await usd.inject({ url: '/api/offer' })).json()).toEqual({
        amount: 2700,
        currency: 'USD',
        // No VAT_NUMBER: prices are shown without "incl. 15% VAT" (decisions/044).
        vat: false,
      });
      const { client } = await newLearner(usd);
      const { reference } = await subscribeAndPay(usd, client, 'offer');
      const [tx] = await usd.db.select().from(sandboxRecord).where(eq(sandboxRecord.id, reference));
      expect(tx?.data).toMatchObject({ amount: 2700, currency: 'USD', status: 'success' });
      expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    } finally {
      await usd.cleanup();
    }
  });

  it('says clearly when the Paystack account cannot take the currency', async () => {
    const zarOnly = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', OFFER_CURRENCY: 'USD', OFFER_AMOUNT: '2700' },
    });
    try {
      const { client } = await newLearner(zarOnly);
      const res = await client.subscribe('offer');
      expect(res.status).toBe(503);
      expect(res.body.message).toBe(
        'Payments in USD are not available right now, so this purchase cannot start. You can still subscribe to a plan. We have been told and are fixing it.',
      );
      expect((await client.me()).body.role).toBe('free');
      // Plans in ZAR still work on the same account.
      expect((await client.subscribe('starterm')).status).toBe(200);
    } finally {
      await zarOnly.cleanup();
    }
  });
});

describe('the highest of what a learner holds', () => {
  it('buying the offer while subscribed: creator for life, and the subscription stops at Paystack', async () => {
    const { email, client } = await newLearner();
    await subscribeAndPay(app, client, 'builderm');
    expect((await client.me()).body.role).toBe('builder');
    await subscribeAndPay(app, client, 'offer');
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    const [me] = await app.db.select().from(user).where(eq(user.email, email));
    const rows = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, me?.id ?? ''));
    expect(rows.map((r) => r.status)).toEqual(['cancelled']);
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(0);
    expect(paystack.subscriptions).toEqual([
      { plan: expect.stringContaining('[builderm]'), status: 'non-renewing' },
    ]);
  });

  it('a lifetime learner is not sold Starter: nothing to pay for, and they stay creator', async () => {
    const { client } = await newLearner();
    await subscribeAndPay(app, client, 'offer');
    expect(await client.subscribe('starterm')).toEqual({
      status: 409,
      body: { code: 'CONFLICT', message: LIFETIME_HELD_MESSAGE },
    });
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
  });
});
