import { LIFETIME_HELD_MESSAGE } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecord, subscription, user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { atPaystack, learnerClient, SANDBOX_TEST_ENV, subscribeAndPay } from './billing-helpers.ts';

/** The once-off offer: its price is a setting, and it is the highest thing a learner can hold. */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp({ env: SANDBOX_TEST_ENV });
});
afterAll(() => app.cleanup());

const newLearner = async (target = app) => {
  const learner = await signInAs(target, 'free');
  return { ...learner, client: learnerClient(target, learner) };
};

describe('the offer price', () => {
  it('is $27 by default and charged as such', async () => {
    expect((await app.inject({ url: '/api/offer' })).json()).toEqual({
      amount: 2700,
      currency: 'USD',
    });
  });

  it('follows OFFER_CURRENCY and OFFER_AMOUNT, and the payment is checked against them', async () => {
    const zar = await buildTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000', OFFER_CURRENCY: 'ZAR', OFFER_AMOUNT: '45000' },
    });
    try {
      expect((await zar.inject({ url: '/api/offer' })).json()).toEqual({
        amount: 45_000,
        currency: 'ZAR',
      });
      const { client } = await newLearner(zar);
      const { reference } = await subscribeAndPay(zar, client, 'offer');
      const [tx] = await zar.db.select().from(sandboxRecord).where(eq(sandboxRecord.id, reference));
      expect(tx?.data).toMatchObject({ amount: 45_000, currency: 'ZAR', status: 'success' });
      expect((await client.payment(reference)).body.status).toBe('success');
      expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    } finally {
      await zar.cleanup();
    }
  });

  it('says clearly when the Paystack account cannot take the currency', async () => {
    const zarOnly = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
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
