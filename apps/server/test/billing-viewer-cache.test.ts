import { PLANS } from '@thinkbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvent } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { checkout, learnerClient } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/*
 * Sessions are cached (SESSION_CACHE_TTL_SECONDS), so a payment applied after the learner's
 * last request must drop what the cache holds for them: their next /api/me shows the new role,
 * not the one from before the charge. Both ways a payment gets applied are covered: the
 * billing apply-event job (after the webhook's answer) and GET /api/payments/:reference.
 */
let app: TTestApp;
beforeAll(async () => {
  app = await buildTestApp({
    env: { SESSION_CACHE_TTL_SECONDS: '300', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
  });
});
afterAll(async () => {
  await app.paymentsSandbox?.idle();
  await app.cleanup();
});

const eventCount = async () => (await app.db.select().from(paymentEvent)).length;

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('timed out');
}

async function learnerWithCheckout() {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const started = await client.subscribe('builderm');
  expect(started.status).toBe(200);
  return {
    ...learner,
    client,
    reference: started.body.reference as string,
    url: started.body.authorization_url as string,
  };
}

const role = async (client: ReturnType<typeof learnerClient>) => (await client.me()).body.role;

describe('a payment applied after the learner was last seen', () => {
  it('by the billing apply-event job: the next /api/me shows the new role', async () => {
    const learner = await learnerWithCheckout();
    const charge = {
      event: 'charge.success',
      data: {
        id: 1,
        status: 'success',
        reference: learner.reference,
        amount: PLANS.builderm.amount,
        currency: 'ZAR',
        gateway_response: 'Approved',
        paid_at: new Date().toISOString(),
        customer: { email: learner.email, customer_code: 'CUS_cache' },
        authorization: {
          authorization_code: 'AUTH_cache',
          last4: '4081',
          exp_month: '12',
          exp_year: '2030',
          brand: 'visa',
          reusable: true,
        },
        plan: { plan_code: await app.payments.providerPlanCode('builderm') },
      },
    };
    // The webhook is stored and answered; the job that applies it has not run yet.
    expect((await postSignedWebhook(app, charge)).statusCode).toBe(200);
    // The session is cached with the role from before the payment.
    expect(await role(learner.client)).toBe('free');
    await app.jobs.runDue();
    expect(await role(learner.client)).toBe('builder');
  });

  it('by GET /api/payments/:reference (the return page): the next /api/me shows the new role', async () => {
    const learner = await learnerWithCheckout();
    const before = await eventCount();
    await checkout(app, learner.url, 'pay');
    // The sandbox's webhooks (charge.success, subscription.create) are stored, not applied:
    // no job runs here, so only the status check can apply the payment.
    await until(async () => (await eventCount()) >= before + 2);
    expect(await role(learner.client)).toBe('free');
    const status = await learner.client.payment(learner.reference);
    expect(status.body).toMatchObject({ status: 'success', role: 'builder' });
    expect(await role(learner.client)).toBe('builder');
  });
});
