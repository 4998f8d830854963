import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkout as checkoutTable, job, paymentEvent, subscription } from '../src/db/schema.ts';
import { enqueue } from '../src/jobs/define.ts';
import { stopSubscriptionJob } from '../src/modules/billing/jobs/index.ts';
import { adminBilling } from './admin-billing-fixture.ts';
import { adminCall } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import {
  checkout,
  learnerClient,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

// Reconciliation with Paystack (ADR 006): what a lost webhook or an exhausted job left behind is
// found by comparing with the sandbox's own records, and healed once.
let app: TTestApp;
let admin: string;
withTestApp({ env: { ...SANDBOX_TEST_ENV, JOBS_RETRY_BASE_MS: '1' } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

const summary = () => adminBilling(app, admin);

/** The admin presses "Reconcile with Paystack now"; the queued run is drained. */
async function reconcileNow() {
  const res = await adminCall(app, admin)('POST', '/api/admin/billing/reconcile');
  expect(res.statusCode).toBe(202);
  // One run a minute per click; a second press in the same minute must still run in tests.
  await app.db.update(job).set({ dedupeKey: null }).where(eq(job.type, 'billing.reconcile'));
  await app.jobs.runDue();
}

describe('reconcile with Paystack', () => {
  it('heals a subscription ended at Paystack whose webhook was lost: row and role follow', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    expect((await learner.client.me()).body.role).toBe('builder');
    // Ended at Paystack (the dashboard, say); its subscription.disable never reaches us.
    await sandboxControl(app, learner.code, 'end-silently');
    const [before] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, learner.code));
    expect(before?.status).toBe('active');

    await reconcileNow();
    const [after] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, learner.code));
    // Paystack's period end is now: no paid time is left, as the webhook path decides.
    expect(after).toMatchObject({ status: 'cancelled', accessUntil: null });
    expect((await learner.client.me()).body.role).toBe('free');
    const healed = (await summary()).reconcile.healings.filter((h) => h.subject === learner.code);
    expect(healed).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        email: learner.email,
        before: 'active',
        after: 'cancelled',
      }),
    ]);

    // A second run finds nothing left to heal.
    await reconcileNow();
    const again = (await summary()).reconcile;
    expect(again.healings.filter((h) => h.subject === learner.code)).toHaveLength(1);
    expect(again.lastRunAt).not.toBeNull();
  });

  it('applies a lost charge.success once, however many runs', async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    const started = await client.subscribe('offer');
    expect(started.status).toBe(200);
    const reference = started.body.reference as string;
    await checkout(app, started.body.authorization_url, 'pay');
    // The webhook arrives and is stored; then it is lost as if never delivered (and the learner
    // never came back to the return page, which would have verified it).
    const stored = sql`${paymentEvent.payload}->'data'->>'reference' = ${reference}`;
    for (let i = 0; i < 100; i++) {
      if ((await app.db.select().from(paymentEvent).where(stored)).length > 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    const lost = await app.db.delete(paymentEvent).where(stored).returning({ id: paymentEvent.id });
    expect(lost).toHaveLength(1);
    await app.db.delete(job).where(sql`${job.payload}->>'id' = ${lost[0]?.id ?? ''}`);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'free', lifetimeAccess: false });

    await reconcileNow();
    await reconcileNow();
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    const [co] = await app.db
      .select()
      .from(checkoutTable)
      .where(eq(checkoutTable.reference, reference));
    expect(co?.status).toBe('success');
    const healed = (await summary()).reconcile.healings.filter((h) => h.subject === reference);
    expect(healed).toEqual([
      expect.objectContaining({
        kind: 'charge',
        email: learner.email,
        before: 'checkout not paid',
        after: 'lifetime access granted',
      }),
    ]);
  });

  it('lists a job that exhausted its attempts, and Retry runs it again', async () => {
    const learner = await subscribedLearner(app, 'starterm');
    const [row] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, learner.code));
    const id = row?.id ?? '';
    // A stop whose subscription's code is not known yet fails until it is; here it never came.
    await app.db
      .update(subscription)
      .set({ providerSubscriptionCode: null })
      .where(eq(subscription.id, id));
    await enqueue(app.db, stopSubscriptionJob, { subscriptionId: id }, { maxAttempts: 3 });
    for (let i = 0; i < 50; i++) {
      await app.jobs.runDue();
      const [stop] = await app.db
        .select()
        .from(job)
        .where(eq(job.type, 'billing.stop-subscription'));
      if (stop?.status === 'failed') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const failed = (await summary()).jobs.recentFailures.find(
      (j) => j.type === 'billing.stop-subscription',
    );
    expect(failed).toMatchObject({
      attempts: 3,
      lastError: expect.stringMatching(/no Paystack code/),
    });

    // The code arrives; the admin presses Retry and the job now does its work.
    await app.db
      .update(subscription)
      .set({ providerSubscriptionCode: learner.code })
      .where(eq(subscription.id, id));
    const retried = await adminCall(app, admin)(
      'POST',
      `/api/admin/billing/jobs/${failed?.id}/retry`,
    );
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id: failed?.id, type: 'billing.stop-subscription' });
    await app.paymentsSandbox?.idle();
    const [done] = await app.db
      .select()
      .from(job)
      .where(eq(job.id, failed?.id ?? ''));
    expect(done).toMatchObject({ status: 'done', attempts: 1 });
    expect((await summary()).jobs.recentFailures.some((j) => j.id === failed?.id)).toBe(false);
    // Only a failed job can be retried.
    const twice = await adminCall(app, admin)(
      'POST',
      `/api/admin/billing/jobs/${failed?.id}/retry`,
    );
    expect(twice.statusCode).toBe(404);
  });

  it('refuses the signed out (401), learners (403) and a bad job id (400)', async () => {
    const learner = await signInAs(app, 'free');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const url of ['/api/admin/billing/reconcile', `/api/admin/billing/jobs/${id}/retry`]) {
      expect((await app.inject({ method: 'POST', url })).statusCode).toBe(401);
      expect((await adminCall(app, learner.cookie)('POST', url)).statusCode).toBe(403);
    }
    const bad = await adminCall(app, admin)('POST', '/api/admin/billing/jobs/not-a-job/retry');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const unknown = await adminCall(app, admin)('POST', `/api/admin/billing/jobs/${id}/retry`);
    expect(unknown.statusCode).toBe(404);
  });
});
