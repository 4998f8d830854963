import { PLANS } from '@thinkbuild/core';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvent, subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  atPaystack,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * A dispute, then a full refund of the same payment, then the dispute resolved in the merchant's
 * favour: the money went back, so the access it bought stays taken. Real client and sandbox;
 * Paystack's side is read through its API (List Refunds, Fetch Customer).
 */
let app: TTestApp;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, (built) => {
  app = built;
});

/** charge.dispute.resolve for the dispute the sandbox opened on `reference`, as Paystack sends it. */
async function resolveDispute(reference: string, resolution: 'declined' | 'merchant-accepted') {
  const [opened] = await app.db
    .select({ payload: paymentEvent.payload })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'charge.dispute.create'),
        sql`${paymentEvent.payload}->'data'->'transaction'->>'reference' = ${reference}`,
      ),
    );
  if (!opened) throw new Error(`no dispute of ${reference} was recorded`);
  const data = (opened.payload as { data: Record<string, unknown> }).data;
  const res = await postSignedWebhook(app, {
    event: 'charge.dispute.resolve',
    data: { ...data, status: 'resolved', resolution, resolvedAt: new Date().toISOString() },
  });
  expect(res.statusCode).toBe(200);
  await app.paymentsSandbox?.idle();
}

/** Refunds the whole payment through our client and lets Paystack process it. */
async function refundInFull(reference: string, amount: number) {
  await app.payments.client.refund({ transaction: reference });
  await app.paymentsSandbox?.idle();
  const refunds = (await app.payments.client.listRefunds()).filter(
    (r) => r.transaction_reference === reference,
  );
  expect(refunds.map((r) => [r.amount, r.status])).toEqual([[amount, 'processed']]);
}

describe('dispute, full refund, dispute resolved for the merchant', () => {
  it('keeps the offer’s lifetime access taken', async () => {
    const { client, reference } = await subscribedLearner(app, 'offer');
    await sandboxControl(app, reference, 'dispute');
    expect((await client.me()).body.role).toBe('free');
    await refundInFull(reference, app.config.offer.amount);
    await resolveDispute(reference, 'declined');
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
    await resolveDispute(reference, 'declined');
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
    await resolveDispute(row?.lastChargeReference ?? '', 'declined');
    expect((await client.me()).body.role).toBe('builder');
  });
});
