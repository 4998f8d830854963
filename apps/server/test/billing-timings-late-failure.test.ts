import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvent, subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { SANDBOX_TEST_ENV, sandboxControl, subscribedLearner } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * A failed renewal reported late, after a later charge of the same subscription paid the
 * period: it changes nothing and emails nobody. A failure for the renewal we wait for still
 * does both. Real client and sandbox; Paystack's side is read through Fetch Subscription.
 */
let app: TTestApp;
withTestApp({ env: { ...SANDBOX_TEST_ENV } }, (built) => {
  app = built;
});

const failureMails = (email: string) =>
  (app.mailer.list?.() ?? []).filter(
    (m) => m.to === email && m.subject.includes('did not go through'),
  );

const ourRow = async (code: string) =>
  (
    await app.db.select().from(subscription).where(eq(subscription.providerSubscriptionCode, code))
  )[0];

/** The invoice Paystack sent for this subscription's paid renewal (invoice.update). */
async function paidInvoice(code: string) {
  const [row] = await app.db
    .select({ payload: paymentEvent.payload })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'invoice.update'),
        sql`${paymentEvent.payload}->'data'->'subscription'->>'subscription_code' = ${code}`,
      ),
    );
  if (!row) throw new Error(`no paid invoice of ${code}`);
  return (row.payload as { data: Record<string, unknown> & { subscription: object } }).data;
}

describe('a late invoice.payment_failed for a period already paid', () => {
  it('leaves the subscription active on both sides and emails nobody', async () => {
    const { email, code } = await subscribedLearner(app, 'builderm');
    const due = (await ourRow(code))?.nextPaymentDate;
    // The renewal due then is charged (after an earlier try failed, whose news is still on its way).
    await sandboxControl(app, code, 'renew-success');
    const paid = await ourRow(code);
    expect(paid?.status).toBe('active');
    expect(paid?.nextPaymentDate?.getTime()).toBeGreaterThan(due?.getTime() ?? 0);

    const invoice = await paidInvoice(code);
    const res = await postSignedWebhook(app, {
      event: 'invoice.payment_failed',
      data: {
        ...invoice,
        invoice_code: 'INV_earliertry0001',
        status: 'pending',
        paid: false,
        paid_at: null,
        transaction: {},
        subscription: { ...invoice.subscription, next_payment_date: due?.toISOString() },
      },
    });
    expect(res.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();

    const after = await ourRow(code);
    expect(after?.status).toBe('active');
    expect(after?.nextPaymentDate?.toISOString()).toBe(paid?.nextPaymentDate?.toISOString());
    expect(failureMails(email)).toEqual([]);
    const remote = await app.payments.client.fetchSubscription(code);
    expect(remote.status).toBe('active');
    expect(remote.next_payment_date).toBe(after?.nextPaymentDate?.toISOString());
  });

  it('a failure of the renewal we wait for still marks it and emails the learner', async () => {
    const { email, code } = await subscribedLearner(app, 'builderm');
    await sandboxControl(app, code, 'renew-failure');
    expect((await ourRow(code))?.status).toBe('attention');
    expect((await app.payments.client.fetchSubscription(code)).status).toBe('attention');
    expect(failureMails(email)).toHaveLength(1);
  });
});
