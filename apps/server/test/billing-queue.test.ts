import { createHash } from 'node:crypto';
import { PLANS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job, paymentEvent, subscription, user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { learnerClient } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const send = postSignedWebhook;
const eventRow = async (target: TTestApp, event: { event: string }) => {
  const id = `${event.event}:${createHash('sha256').update(JSON.stringify(event)).digest('hex')}`;
  const [row] = await target.db.select().from(paymentEvent).where(eq(paymentEvent.id, id));
  return row;
};

async function subscriptionEvent(email: string, name: string, code: string, status: string) {
  return {
    event: name,
    data: {
      status,
      subscription_code: code,
      amount: PLANS.builderm.amount,
      next_payment_date: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      plan: {
        plan_code: await app.payments.providerPlanCode('builderm'),
        amount: PLANS.builderm.amount,
        currency: 'ZAR',
        interval: 'monthly',
      },
      customer: { email, customer_code: 'CUS_queue' },
    },
  };
}

describe('the webhook answers fast; the work happens in jobs', () => {
  it('stores the event and answers 200 without calling Paystack', async () => {
    // Paystack is unreachable: the webhook still answers, and the work waits in the queue.
    const offline = await buildTestApp({
      env: {
        PAYMENT_PROVIDER: 'paystack',
        PAYSTACK_SECRET_KEY: 'sk_test_offline',
        PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
        PAYSTACK_TIMEOUT_MS: '200',
      },
    });
    try {
      const event = {
        event: 'charge.success',
        data: {
          status: 'success',
          reference: 'renewal-1',
          amount: 30_000,
          currency: 'ZAR',
          customer: { email: 'someone@example.com', customer_code: 'CUS_x' },
          plan: { plan_code: 'PLN_x' },
        },
      };
      const res = await send(offline, event);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true, outcome: 'queued' });
      expect((await eventRow(offline, event))?.processedAt).toBeNull();
      // (The daily billing.reconcile job is queued at start too: only the event's job counts.)
      const ofEvent = () =>
        offline.db.select().from(job).where(eq(job.type, 'billing.apply-event'));
      const [queued] = await ofEvent();
      expect(queued).toMatchObject({ type: 'billing.apply-event', status: 'pending' });
      // The job needs Paystack's plan list; it fails, is kept and will be retried.
      await offline.jobs.runDue();
      const [retried] = await ofEvent();
      expect(retried).toMatchObject({ status: 'pending', attempts: 1 });
      expect(retried?.lastError).toMatch(/Paystack could not be reached/);
      expect(retried?.runAt.getTime()).toBeGreaterThan(Date.now());
    } finally {
      await offline.cleanup();
    }
  });

  it('keeps events for a subscription it does not know yet and applies them when it appears', async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    const notRenew = await subscriptionEvent(
      learner.email,
      'subscription.not_renew',
      'SUB_later',
      'non-renewing',
    );
    expect((await send(app, notRenew)).statusCode).toBe(200);
    await app.jobs.runDue();
    expect(await eventRow(app, notRenew)).toMatchObject({
      processedAt: null,
      waitingFor: 'SUB_later',
      outcome: 'waiting: subscription SUB_later is not known yet',
    });
    const created = await subscriptionEvent(
      learner.email,
      'subscription.create',
      'SUB_later',
      'active',
    );
    await send(app, created);
    await app.jobs.runDue();
    expect((await eventRow(app, created))?.outcome).toBe('builderm started');
    expect(await eventRow(app, notRenew)).toMatchObject({
      waitingFor: null,
      outcome: 'non-renewing',
    });
    const [me] = await app.db.select().from(user).where(eq(user.email, learner.email));
    const rows = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.userId, me?.id ?? ''));
    expect(rows.map((r) => r.status)).toEqual(['non-renewing']);
    expect((await client.me()).body.role).toBe('builder');
  });
});
