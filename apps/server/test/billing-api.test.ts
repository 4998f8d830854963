import { MESSAGES } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { learnerClient, subscribeAndPay } from './billing-helpers.ts';

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

describe('billing API refusals', () => {
  it('answers 401 to a signed-out caller on every endpoint', async () => {
    const calls = [
      { method: 'POST', url: '/api/subscription', payload: { email: 'a@b.co', plan: 'starterm' } },
      { method: 'POST', url: '/api/subscription/change', payload: { plan: 'starterm' } },
      { method: 'POST', url: '/api/subscription/cancel', payload: {} },
      { method: 'GET', url: '/api/customer/a%40b.co' },
      { method: 'GET', url: '/api/payments/tb_unknown' },
    ] as const;
    for (const call of calls) {
      const res = await app.inject({ ...call, headers: { origin: ORIGIN } });
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json().message).toBe(MESSAGES.signInRequired);
    }
  });

  it('checks the body: a missing email or plan, an unknown plan, someone else’s email', async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    const missing = await client.subscribe('', learner.email);
    expect(missing.status).toBe(400);
    expect(missing.body.fields.plan).toBe(MESSAGES.subscribeMissing);
    const noEmail = await client.subscribe('starterm', '');
    expect(noEmail.body.fields.email).toBe(MESSAGES.subscribeMissing);
    const unknown = await client.subscribe('platinum');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields.plan).toBe('Unknown plan');
    const other = await client.subscribe('starterm', 'someone-else@example.com');
    expect(other.status).toBe(403);
    expect((await client.change('gold')).status).toBe(400);
  });

  it('shows billing details to yourself and to admins only', async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    await subscribeAndPay(app, client, 'builderm');
    expect((await client.customer(learner.email.toUpperCase())).status).toBe(200);

    const other = learnerClient(app, await signInAs(app, 'creator'));
    const refused = await other.customer(learner.email);
    expect(refused.status).toBe(403);

    const admin = learnerClient(app, await signInAs(app, 'admin'));
    const seen = await admin.customer(learner.email);
    expect(seen.status).toBe(200);
    expect(seen.body.subscriptions[0]).toMatchObject({ plan: 'builderm', status: 'active' });
    expect(seen.body.authorizations[0]).toEqual({
      last4: '4081',
      brand: 'visa',
      exp_month: '12',
      exp_year: expect.stringMatching(/^\d{4}$/),
    });
    // The reusable card code stays on the server.
    expect(JSON.stringify(seen.body)).not.toContain('AUTH_');
    expect((await admin.customer('nobody@example.com')).status).toBe(404);
  });

  it("hides another learner's payment and refuses change or cancel without a subscription", async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    const { reference } = await subscribeAndPay(app, client, 'starterm');
    const stranger = learnerClient(app, await signInAs(app, 'free'));
    expect((await stranger.payment(reference)).status).toBe(404);
    expect((await stranger.change('creatorm')).status).toBe(409);
    expect((await stranger.cancel()).status).toBe(409);
  });

  it('refuses cross-site form posts', async () => {
    const learner = await signInAs(app, 'free');
    const res = await app.inject({
      method: 'POST',
      url: '/api/subscription/cancel',
      headers: { cookie: learner.cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('the sandbox API', () => {
  it('wants the secret key, as Paystack does', async () => {
    const res = await app.inject({ url: '/sandbox/paystack/plan' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      status: false,
      message: 'Invalid key',
      code: 'invalid_Key',
    });
  });

  it('fetches a customer with their cards and subscriptions', async () => {
    const learner = await signInAs(app, 'free');
    await subscribeAndPay(app, learnerClient(app, learner), 'starterm');
    const res = await app.inject({
      url: `/sandbox/paystack/customer/${encodeURIComponent(learner.email)}`,
      headers: { authorization: `Bearer ${app.payments.webhookSecret}` },
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.email).toBe(learner.email.toLowerCase());
    expect(data.authorizations[0].last4).toBe('4081');
    expect(data.subscriptions[0]).toMatchObject({ status: 'active', amount: 20_000 });
  });

  it('is not there when the real Paystack is configured', async () => {
    const real = await buildTestApp({
      env: { PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_unused' },
    });
    try {
      expect((await real.inject({ url: '/sandbox/paystack' })).statusCode).toBe(404);
    } finally {
      await real.cleanup();
    }
  });
});
