import { PLANS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  atPaystack,
  resolveDispute,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

/**
 * A dispute, then a full refund of the same payment, then the dispute resolved in the merchant's
 * favour: the money went back, so the access it bought stays taken. Real client and sandbox;
 * Paystack's side is read through its API (List Refunds, Fetch Customer).
 */
let app: TTestApp;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, (built) => {
  app = built;
});

/** Refunds the whole payment through our client; Paystack processes it a little later. */
async function refundInFull(reference: string, amount: number) {
  await app.payments.client.refund({ transaction: reference });
  const refunds = async () =>
    (await app.payments.client.listRefunds())
      .filter((r) => r.transaction_reference === reference)
      .map((r) => [r.amount, r.status]);
  await app.paymentsSandbox?.settled();
  expect(await refunds()).toEqual([[amount, 'processed']]);
}

describe('dispute, full refund, dispute resolved for the merchant', () => {
  it('keeps the offer’s lifetime access taken', async () => {
    const { client, reference } = await subscribedLearner(app, 'offer');
    await sandboxControl(app, reference, 'dispute');
    expect((await client.me()).body.role).toBe('free');
    await refundInFull(reference, app.config.offer.amount);
    await resolveDispute(app, reference, 'declined');
    expect((await client.me()).body).toMatchObject({ role: 'free', lifetimeAccess: false });
  });

  it('keeps the subscription period taken, and nothing charges at Paystack', async () => {
    const { email, client, code } = await subscribedLearner(app, 'builderm');
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, code));
    const reference = row?.lastChargeReference ?? '';
    await sandboxControl(app, code, 'dispute');
    expect((await client.me()).body.role).toBe('free');
    await refundInFull(reference, PLANS.builderm.amount);
    await resolveDispute(app, reference, 'declined');
    expect((await client.me()).body.role).toBe('free');
    const [after] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, code));
    expect(after).toMatchObject({ status: 'cancelled', accessUntil: null });
    expect((await atPaystack(app, email)).charging).toBe(0);
  });

  it('without a refund still gives the period back (the money stayed with us)', async () => {
    const { client, code } = await subscribedLearner(app, 'builderm');
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, code));
    await sandboxControl(app, code, 'dispute');
    await resolveDispute(app, row?.lastChargeReference ?? '', 'declined');
    expect((await client.me()).body.role).toBe('builder');
  });
});
