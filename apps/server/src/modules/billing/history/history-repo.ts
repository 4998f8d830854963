import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  billingNotice,
  billingRefund,
  checkout,
  paymentEvent,
  subscription,
} from '../../../db/schema.ts';

/* What the learner's billing history reads: their paid checkouts, receipts and refunds. */

/** The learner's paid checkouts (first charges and the offer). */
export function listPaidCheckouts(db: TDb, userId: string) {
  return db
    .select({
      reference: checkout.reference,
      purchase: checkout.purchase,
      amount: checkout.amount,
      currency: checkout.currency,
      paidAt: checkout.paidAt,
      updatedAt: checkout.updatedAt,
    })
    .from(checkout)
    .where(and(eq(checkout.userId, userId), eq(checkout.status, 'success')));
}

/** The notices that are a charge's receipt (renewals and upgrades have no checkout). */
export function listReceiptNotices(db: TDb, userId: string) {
  return db
    .select({ kind: billingNotice.kind, data: billingNotice.data })
    .from(billingNotice)
    .where(
      and(eq(billingNotice.userId, userId), inArray(billingNotice.kind, ['receipt', 'upgraded'])),
    );
}

/** The learner's refunds (not disputes), newest first. */
export function listRefundsOf(db: TDb, userId: string) {
  return db
    .select({
      transactionReference: billingRefund.transactionReference,
      amount: billingRefund.amount,
      currency: billingRefund.currency,
      status: billingRefund.status,
      updatedAt: billingRefund.updatedAt,
    })
    .from(billingRefund)
    .where(and(eq(billingRefund.userId, userId), eq(billingRefund.kind, 'refund')))
    .orderBy(desc(billingRefund.updatedAt));
}

/**
 * The charge.success events Paystack sent for the learner's customer codes (those of their
 * subscriptions), oldest first: renewals charged before receipts were told still show.
 */
export function listChargeEventsOf(db: TDb, userId: string) {
  const codes = db
    .select({ code: subscription.providerCustomerCode })
    .from(subscription)
    .where(and(eq(subscription.userId, userId), isNotNull(subscription.providerCustomerCode)));
  return db
    .select({
      payload: paymentEvent.payload,
      outcome: paymentEvent.outcome,
      receivedAt: paymentEvent.receivedAt,
    })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'charge.success'),
        inArray(sql`${paymentEvent.payload}->'data'->'customer'->>'customer_code'`, codes),
      ),
    )
    .orderBy(paymentEvent.receivedAt);
}
