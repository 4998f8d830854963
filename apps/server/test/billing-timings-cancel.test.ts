import { PLANS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * Cancel, resume, and Paystack's subscription.not_renew and subscription.disable arriving
 * together or late: what Paystack holds now decides, so the learner's state, Paystack's and the
 * next renewal agree. Real client and sandbox; webhooks are applied only when the test lets the
 * queue run (idle), which is how they arrive late.
 */
let app: TTestApp;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, (built) => {
  app = built;
});

const ourRow = async (code: string) =>
  (
    await app.db.select().from(subscription).where(eq(subscription.providerSubscriptionCode, code))
  )[0];

/** The subscription.disable Paystack may send beside not_renew on a cancel ("complete"). */
async function disableEvent(code: string) {
  const remote = await app.payments.client.fetchSubscription(code);
  const res = await postSignedWebhook(app, {
    event: 'subscription.disable',
    data: { ...remote, status: 'complete' },
  });
  expect(res.statusCode).toBe(200);
}

/** Both sides agree: our status is Paystack's, and so is the next renewal when there is one. */
async function bothSides(code: string, status: 'active' | 'non-renewing') {
  const ours = await ourRow(code);
  const theirs = await app.payments.client.fetchSubscription(code);
  expect({ ours: ours?.status, theirs: theirs.status }).toEqual({ ours: status, theirs: status });
  if (status === 'active') {
    expect(theirs.next_payment_date).toBe(ours?.nextPaymentDate?.toISOString());
  }
  return ours;
}

describe('cancel then resume at once', () => {
  it('a late not_renew leaves the resumed subscription renewing', async () => {
    const { client, code } = await subscribedLearner(app, 'builderm');
    expect((await client.cancel()).status).toBe(200);
    expect((await client.change('builderm')).status).toBe(200);
    await app.paymentsSandbox?.idle();
    await bothSides(code, 'active');
    expect((await client.me()).body.role).toBe('builder');
  });

  it('not_renew and disable together, then resume: renewing again on both sides', async () => {
    const { client, code } = await subscribedLearner(app, 'builderm');
    expect((await client.cancel()).status).toBe(200);
    await disableEvent(code);
    await app.paymentsSandbox?.idle();
    const cancelled = await bothSides(code, 'non-renewing');
    // The paid period stays the learner's.
    expect(cancelled?.nextPaymentDate?.getTime()).toBeGreaterThan(Date.now());
    expect((await client.me()).body.role).toBe('builder');
    const resumed = await client.change('builderm');
    expect(resumed.status).toBe(200);
    await app.paymentsSandbox?.idle();
    await bothSides(code, 'active');
  });

  it('not_renew and disable arriving after the resume change nothing', async () => {
    const { client, code } = await subscribedLearner(app, 'creatorm');
    expect((await client.cancel()).status).toBe(200);
    await disableEvent(code);
    expect((await client.change('creatorm')).status).toBe(200);
    await app.paymentsSandbox?.idle();
    await bothSides(code, 'active');
    expect((await client.me()).body.role).toBe('creator');
  });
});

describe('a cancel when Paystack already stopped the renewals', () => {
  it('follows Paystack instead of failing on its "already inactive"', async () => {
    const { client, code } = await subscribedLearner(app, 'builderm');
    const token = (await app.payments.client.fetchSubscription(code)).email_token ?? '';
    // Cancelled from Paystack's own email link; its webhook is still on the way.
    await app.payments.client.disableSubscription({ code, token });
    const cancelled = await client.cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/^Your subscription will not renew\./);
    await app.paymentsSandbox?.idle();
    await bothSides(code, 'non-renewing');
    expect(PLANS.builderm.tier).toBe((await client.me()).body.role);
  });
});
