import { formatPrice } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverSecret } from '../src/config.ts';
import { paymentAuthorization, subscription, user } from '../src/db/schema.ts';
import { seedDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { subscribeDemoAccounts } from '../src/db/seed/demo-subscriptions.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { cookieOf, signIn } from './auth-helpers.ts';
import {
  atPaystack,
  checkout,
  freeLearner,
  learnerClient,
  nextPaymentAfterNow,
  SANDBOX_TEST_ENV,
  subscribeAndPay,
} from './billing-helpers.ts';

// The whole flow through the real Paystack client, talking to the built-in sandbox.
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const newLearner = () => freeLearner(app);
const liveCount = async (email: string, client: ReturnType<typeof learnerClient>) => {
  const { body } = await client.customer(email);
  return body.subscriptions.filter((s: { status: string }) =>
    ['active', 'non-renewing', 'attention'].includes(s.status),
  ).length;
};

describe('subscribing through the sandbox checkout', () => {
  it('pays for Builder annually and the role follows at once', async () => {
    const { email, client } = await newLearner();
    const started = await client.subscribe('buildera');
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ success: true, message: 'Authorization URL created' });
    expect(started.body.authorization_url).toMatch(
      /^http:\/\/localhost:3000\/sandbox\/paystack\/checkout\//,
    );
    const page = await app.inject({ url: new URL(started.body.authorization_url).pathname });
    // Paystack's page shows rand as South Africans write it, never a plan code.
    expect(page.body).toContain(formatPrice({ amount: 200_000, currency: 'ZAR' }));
    expect(page.body).toContain(email);

    const back = await checkout(app, started.body.authorization_url, 'pay');
    expect(back).toBe(
      `http://localhost:3000/subscription/complete?trxref=${started.body.reference}&reference=${started.body.reference}`,
    );
    // The learner is back before the webhooks: verifying the payment applies it.
    const status = await client.payment(started.body.reference);
    expect(status.body).toMatchObject({ status: 'success', plan: 'buildera', role: 'builder' });
    await app.paymentsSandbox?.idle();

    expect((await client.me()).body.role).toBe('builder');
    const customer = await client.customer();
    expect(customer.body.subscriptions).toHaveLength(1);
    expect(customer.body.subscriptions[0]).toMatchObject({ plan: 'buildera', status: 'active' });
    expect(customer.body.subscriptions[0].next_payment_date.slice(0, 10)).toBe(
      nextPaymentAfterNow('annually'),
    );
    expect(customer.body.authorizations[0]).toMatchObject({ last4: '4081', brand: 'visa' });
    // The webhook linked the Paystack subscription to the row the callback created.
    const [row] = await app.db.select().from(subscription);
    expect(row?.providerSubscriptionCode).toMatch(/^SUB_/);
  });

  it('a declined card changes nothing and says why', async () => {
    const { client } = await newLearner();
    const started = await client.subscribe('creatorm');
    await checkout(app, started.body.authorization_url, 'decline');
    await app.paymentsSandbox?.idle();
    const status = await client.payment(started.body.reference);
    expect(status.body).toMatchObject({ status: 'failed', message: 'Declined', role: 'free' });
    expect((await client.customer()).body.subscriptions).toEqual([]);
  });

  it('points a subscribed learner to change instead of a second subscription', async () => {
    const { client } = await newLearner();
    await subscribeAndPay(app, client, 'starterm');
    const again = await client.subscribe('creatorm');
    expect(again.status).toBe(409);
    expect(again.body.message).toContain('Change it from your account page');
  });

  it('sells the once-off offer as lifetime creator access, once', async () => {
    const { client } = await newLearner();
    expect((await client.customer()).body.lifetime).toBeNull();
    const started = await client.subscribe('offer');
    const page = await app.inject({ url: new URL(started.body.authorization_url).pathname });
    // Paystack's page shows rand as South Africans write it, never a plan code.
    expect(page.body).toContain(formatPrice({ amount: 200_000, currency: 'ZAR' }));
    await checkout(app, started.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    // /account names how it came.
    expect((await client.customer()).body.lifetime).toBe('offer');
    expect((await client.subscribe('offer')).status).toBe(409);
  });
});

describe('changing and cancelling', () => {
  it('switches plans, never holding two, then cancels to the end of the period', async () => {
    const { email, client } = await newLearner();
    await subscribeAndPay(app, client, 'buildera');

    const changed = await client.change('creatora');
    expect(changed.body).toMatchObject({ success: true });
    expect((await client.me()).body.role).toBe('creator');
    await app.paymentsSandbox?.idle();
    expect(await liveCount(email, client)).toBe(1);
    // Paystack itself holds one subscription that charges: the old one was stopped.
    expect((await atPaystack(app, email)).charging).toBe(1);
    const after = (await client.customer()).body.subscriptions;
    expect(after[0]).toMatchObject({ plan: 'creatora', status: 'active' });
    expect(after[1]).toMatchObject({ plan: 'buildera', status: 'cancelled' });
    expect(after[0].next_payment_date.slice(0, 10)).toBe(nextPaymentAfterNow('annually'));

    expect((await client.change('creatora')).status).toBe(409);

    const cancelled = await client.cancel();
    expect(cancelled.body.message).toMatch(
      /^Your subscription will not renew\. You keep access until /,
    );
    await app.paymentsSandbox?.idle();
    expect((await client.customer()).body.subscriptions[0]).toMatchObject({
      plan: 'creatora',
      status: 'non-renewing',
    });
    expect((await client.me()).body.role).toBe('creator');
    expect((await client.cancel()).status).toBe(409);

    // Changing their mind before the period ends resumes the same subscription, no new charge.
    const resumed = await client.change('creatora');
    expect(resumed.body.message).toMatch(
      /^Your Creator \(annually\) subscription is resumed\. It renews on .+, as before; nothing is charged now\.$/,
    );
    await app.paymentsSandbox?.idle();
    expect((await client.customer()).body.subscriptions[0].status).toBe('active');
    expect(await liveCount(email, client)).toBe(1);
    expect((await client.cancel()).body.success).toBe(true);
    await app.paymentsSandbox?.idle();

    // The paid period ends (sandbox control): access falls back to free.
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.planCode, 'creatora'));
    const ended = await app.inject({
      method: 'POST',
      url: `/sandbox/paystack/control/${row?.providerSubscriptionCode}/end-period`,
      headers: { accept: 'application/json' },
    });
    expect(ended.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();
    expect((await client.customer()).body.subscriptions[0].status).toBe('completed');
    expect((await client.me()).body.role).toBe('free');
  });

  it('a change paid on a checkout (no saved card) stops the old subscription at Paystack by a job', async () => {
    const { email, client } = await newLearner();
    await subscribeAndPay(app, client, 'starterm');
    const [me] = await app.db.select().from(user).where(eq(user.email, email));
    await app.db.delete(paymentAuthorization).where(eq(paymentAuthorization.userId, me?.id ?? ''));
    const changed = await client.change('builderm');
    expect(changed.body.message).toBe('Pay for Builder (monthly) to switch to it');
    await checkout(app, changed.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('builder');
    expect(await liveCount(email, client)).toBe(1);
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions).toEqual(
      expect.arrayContaining([
        { plan: expect.stringContaining('[starterm]'), status: 'non-renewing' },
        { plan: expect.stringContaining('[builderm]'), status: 'active' },
      ]),
    );
  });

  it('renewals: success moves the next payment date, failure keeps access in attention', async () => {
    const { client } = await newLearner();
    const { reference } = await subscribeAndPay(app, client, 'starterm');
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.checkoutReference, reference));
    const code = row?.providerSubscriptionCode;
    const control = async (action: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/sandbox/paystack/control/${code}/${action}`,
        headers: { accept: 'application/json' },
      });
      expect(res.statusCode).toBe(200);
      await app.paymentsSandbox?.idle();
      return (await client.customer()).body.subscriptions[0];
    };
    const before = (await client.customer()).body.subscriptions[0].next_payment_date;
    const renewed = await control('renew-success');
    expect(renewed.status).toBe('active');
    expect(new Date(renewed.next_payment_date).getUTCMonth()).toBe(
      (new Date(before).getUTCMonth() + 1) % 12,
    );
    const failed = await control('renew-failure');
    expect(failed.status).toBe('attention');
    expect((await client.me()).body.role).toBe('starter');
    const recovered = await control('renew-success');
    expect(recovered.status).toBe('active');
  });
});

describe('the demo accounts', () => {
  it('hold real sandbox subscriptions that can be cancelled like any other', async () => {
    await subscribeDemoAccounts(
      app,
      await seedDemoAccounts(app.db, 'demo-password', serverSecret(app.config)),
    );
    const email = 'builder@thinkbuild.dev';
    const client = learnerClient(app, {
      email,
      cookie: cookieOf(await signIn(app, email, 'demo-password')),
    });
    expect((await client.me()).body.role).toBe('builder');
    const customer = (await client.customer()).body;
    expect(customer.subscriptions[0]).toMatchObject({ plan: 'builderm', status: 'active' });
    expect(customer.authorizations[0].last4).toBe('4081');
    expect((await client.cancel()).body.success).toBe(true);
    await app.paymentsSandbox?.idle();
    expect((await client.customer()).body.subscriptions[0].status).toBe('non-renewing');
  });
});
