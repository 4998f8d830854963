import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { job, subscription } from '../src/db/schema.ts';
import { PaymentProviderError } from '../src/payments/paystack-client.ts';
import { adminBilling } from './admin-billing-fixture.ts';
import { adminCall } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import {
  atPaystack,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

/**
 * Reconciliation the other way round (ADR 006): for each customer, what Paystack holds live is
 * compared with ours, so a subscription we ended that still charges at Paystack is stopped
 * there; and a refund whose webhook was applied is no "healing". Real client and sandbox;
 * Paystack's side is read through its API (Fetch Customer, Fetch Subscription).
 */
let app: TTestApp;
let admin: string;
withTestApp({ env: { ...SANDBOX_TEST_ENV, JOBS_RETRY_BASE_MS: '1' } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

/** The admin presses "Reconcile with Paystack now"; the queued run is drained. */
async function reconcileNow() {
  const res = await adminCall(app, admin)('POST', '/api/admin/billing/reconcile');
  expect(res.statusCode).toBe(202);
  await app.db.update(job).set({ dedupeKey: null }).where(eq(job.type, 'billing.reconcile'));
  await app.jobs.runDue();
  await app.paymentsSandbox?.idle();
}

const healingsOf = async (subject: string) =>
  (await adminBilling(app, admin)).reconcile.healings.filter((h) => h.subject === subject);

/** Runs the queue until every stop job has run out of attempts (Paystack refuses meanwhile). */
async function stopsFailForGood() {
  for (let i = 0; i < 200; i++) {
    await app.paymentsSandbox?.idle();
    const stops = await app.db.select().from(job).where(eq(job.type, 'billing.stop-subscription'));
    if (stops.length > 0 && stops.every((s) => s.status === 'failed')) return;
    await new Promise((r) => setTimeout(r, 5));
  }
  throw new Error('the stop jobs did not fail');
}

describe('reconcile compares Paystack’s live subscriptions with ours', () => {
  it('stops at Paystack a subscription we ended whose stop never got there, once', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const paystack = app.payments.client;
    const { disableSubscription } = paystack;
    paystack.disableSubscription = () =>
      Promise.reject(new PaymentProviderError('Paystack could not be reached'));
    try {
      expect((await learner.client.change('creatorm')).status).toBe(200);
      await stopsFailForGood();
    } finally {
      paystack.disableSubscription = disableSubscription;
    }
    // Both ours and Paystack's: the old one ended here, still charging there.
    const [old] = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.providerSubscriptionCode, learner.code));
    expect(old?.status).toBe('cancelled');
    expect((await atPaystack(app, learner.email)).charging).toBe(2);

    await reconcileNow();
    expect((await atPaystack(app, learner.email)).charging).toBe(1);
    expect((await paystack.fetchSubscription(learner.code)).status).not.toBe('active');
    expect(await healingsOf(learner.code)).toEqual([
      expect.objectContaining({
        kind: 'subscription',
        email: learner.email,
        before: 'cancelled here, still active at Paystack',
        after: 'stopped at Paystack',
      }),
    ]);
    expect((await learner.client.me()).body.role).toBe('creator');

    await reconcileNow();
    expect(await healingsOf(learner.code)).toHaveLength(1);
  });

  it('lists no healing for a refund its webhook had already applied', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    await sandboxControl(app, learner.code, 'refund');
    expect((await learner.client.me()).body.role).toBe('free');
    const refunded = (await app.payments.client.listRefunds()).filter(
      (r) => r.transaction_reference === learner.reference,
    );
    expect(refunded.map((r) => r.status)).toEqual(['processed']);

    await reconcileNow();
    expect(await healingsOf(learner.reference)).toEqual([]);
    const refunds = (await adminBilling(app, admin)).refunds.filter(
      (r) => r.reference === learner.reference,
    );
    expect(refunds).toEqual([expect.objectContaining({ kind: 'refund', status: 'processed' })]);
  });
});
