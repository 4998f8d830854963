import { PLANS } from '@thinkbuild/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingRefund, paymentEvent, subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { atPaystack, checkout, SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';

/**
 * A renewal Paystack charges for a subscription we had already ended (an upgrade or the offer
 * replaced it, and its stop had not reached Paystack yet): it bought nothing, so it is refunded
 * in full at once and the old subscription is stopped again; no event about it is left waiting.
 * Real client and sandbox; Paystack's side is read through its API (List Transactions, List
 * Refunds, Fetch Customer).
 */
let app: TTestApp;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, (built) => {
  app = built;
});

/** Paystack's renewal date arrives for `code` before our stop of it did (no idle). */
async function renewAtPaystackNow(code: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/sandbox/paystack/control/${code}/renew-success`,
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
}

/** The charges Paystack made of this learner since `since`, but the ones listed in `known`. */
async function chargesAtPaystack(email: string, since: Date, known: string[]) {
  const all = await app.payments.client.listSuccessfulTransactions(since);
  return all.filter((t) => t.customer.email === email && !known.includes(t.reference));
}

/** Both sides: the renewal refunded in full at Paystack, nothing of ours waiting or kept. */
async function refundedInFull(email: string, renewal: string, oldCode: string) {
  const refunds = (await app.payments.client.listRefunds()).filter(
    (r) => r.transaction_reference === renewal,
  );
  expect(refunds.map((r) => [r.amount, r.status])).toEqual([[PLANS.builderm.amount, 'processed']]);
  const paystack = await atPaystack(app, email);
  expect(paystack.charging).toBe(1);
  const stopped = await app.payments.client.fetchSubscription(oldCode);
  expect(['non-renewing', 'complete', 'cancelled']).toContain(stopped.status);

  const [old] = await app.db
    .select()
    .from(subscription)
    .where(eq(subscription.providerSubscriptionCode, oldCode));
  expect(old?.status).toBe('cancelled');
  expect(old?.lastChargeReference).not.toBe(renewal);
  const ours = await app.db
    .select()
    .from(billingRefund)
    .where(eq(billingRefund.transactionReference, renewal));
  expect(ours).toEqual([
    expect.objectContaining({
      status: 'processed',
      amount: PLANS.builderm.amount,
      userId: old?.userId,
      outcome: 'noted: refund of a renewal after its subscription ended',
    }),
  ]);
  const unapplied = await app.db
    .select({ event: paymentEvent.event, outcome: paymentEvent.outcome })
    .from(paymentEvent)
    .where(isNull(paymentEvent.processedAt));
  expect(unapplied).toEqual([]);
  const [charge] = await app.db
    .select({ outcome: paymentEvent.outcome })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'charge.success'),
        sql`${paymentEvent.payload}->'data'->>'reference' = ${renewal}`,
      ),
    );
  expect(charge?.outcome).toMatch(/^renewal after end: refunded in full/);
}

describe('a renewal racing an upgrade', () => {
  it('is refunded in full and the old subscription stopped again', async () => {
    const since = new Date(Date.now() - 60_000);
    const { email, client, code, reference } = await subscribedLearner(app, 'builderm');
    const upgraded = await client.change('creatorm');
    expect(upgraded.status).toBe(200);
    await renewAtPaystackNow(code);
    await app.paymentsSandbox?.idle();

    const creator = await chargesAtPaystack(email, since, [reference]);
    const renewal = creator.find((t) => t.amount === PLANS.builderm.amount)?.reference ?? '';
    expect(renewal).not.toBe('');
    await refundedInFull(email, renewal, code);
    expect((await client.me()).body.role).toBe('creator');
  });
});

describe('a renewal racing the offer', () => {
  it('is refunded in full and the old subscription stopped again', async () => {
    const since = new Date(Date.now() - 60_000);
    const { email, client, code, reference } = await subscribedLearner(app, 'builderm');
    const started = await client.subscribe('offer');
    expect(started.status).toBe(200);
    await checkout(app, started.body.authorization_url, 'pay');
    // The offer's charge.success is on its way; the old plan's renewal comes first.
    await renewAtPaystackNow(code);
    await app.paymentsSandbox?.idle();

    const others = await chargesAtPaystack(email, since, [reference, started.body.reference]);
    const renewal = others.find((t) => t.amount === PLANS.builderm.amount)?.reference ?? '';
    expect(renewal).not.toBe('');
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(0);
    const refunds = (await app.payments.client.listRefunds()).filter(
      (r) => r.transaction_reference === renewal,
    );
    expect(refunds.map((r) => [r.amount, r.status])).toEqual([
      [PLANS.builderm.amount, 'processed'],
    ]);
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
  });
});
