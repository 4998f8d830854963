import { and, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingNotice, billingRefund, checkout } from '../../../db/schema.ts';

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
