import { eq, inArray, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  billingRefund,
  checkout,
  coupon,
  couponUse,
  paymentEvent,
  subscription,
  user,
} from '../../../db/schema.ts';

/* What the payments ledger (ledger.ts) reads of our own tables. Read-only. */

/** Checkouts that moved money or were refused, with the learner's email (`erased` when gone). */
export function listLedgerCheckouts(db: TDb, erased: string) {
  return (
    db
      .select({
        reference: checkout.reference,
        // A learner who deleted their account leaves the payment, unlinked (decisions/021).
        email: sql<string>`coalesce(${user.email}, ${erased})`,
        purchase: checkout.purchase,
        amount: checkout.amount,
        currency: checkout.currency,
        status: checkout.status,
        paidAt: checkout.paidAt,
        createdAt: checkout.createdAt,
        updatedAt: checkout.updatedAt,
        message: checkout.message,
        discount: checkout.discount,
        couponCode: coupon.code,
      })
      .from(checkout)
      .leftJoin(user, eq(user.id, checkout.userId))
      .leftJoin(couponUse, eq(couponUse.checkoutReference, checkout.reference))
      .leftJoin(coupon, eq(coupon.id, couponUse.couponId))
      // Pending and abandoned checkouts moved no money and were not refused: not in a ledger.
      .where(inArray(checkout.status, ['success', 'failed']))
  );
}

/** The stored Paystack events of these names, oldest first, with the email of their learner. */
export const listEventsNamed = (db: TDb, names: string[]) =>
  db
    .select({
      event: paymentEvent.event,
      payload: paymentEvent.payload,
      receivedAt: paymentEvent.receivedAt,
      outcome: paymentEvent.outcome,
      email: user.email,
    })
    .from(paymentEvent)
    .leftJoin(
      user,
      eq(
        sql`lower(${user.email})`,
        sql`lower(${paymentEvent.payload}->'data'->'customer'->>'email')`,
      ),
    )
    .where(inArray(paymentEvent.event, names))
    .orderBy(paymentEvent.receivedAt);

/** Every refund we stored (not disputes). */
export function listRefundRows(db: TDb) {
  return db.select().from(billingRefund).where(eq(billingRefund.kind, 'refund'));
}

/** Every subscription of ours with its learner's email, for what each payment was. */
export function listLedgerSubscriptions(db: TDb) {
  return db
    .select({
      id: subscription.id,
      email: user.email,
      planCode: subscription.planCode,
      status: subscription.status,
      code: subscription.providerSubscriptionCode,
      checkoutReference: subscription.checkoutReference,
      createdAt: subscription.createdAt,
      startsAt: subscription.startsAt,
      endedAt: subscription.endedAt,
    })
    .from(subscription)
    .leftJoin(user, eq(user.id, subscription.userId));
}
