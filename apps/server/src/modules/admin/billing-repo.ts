import { OFFER_CODE } from '@thinkbuild/core';
import { and, count, desc, eq, gte, lte, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkout, liveStatusSql, subscription, user } from '../../db/schema.ts';

/*
 * What the admin billing view reads: our own subscription and checkout tables (the payment
 * provider is never asked). Read-only.
 */

/** Subscriptions that may still open a tier; the service applies core's access rule. */
export function listLiveSubscriptions(db: TDb) {
  return db
    .select({
      planCode: subscription.planCode,
      interval: subscription.interval,
      status: subscription.status,
      nextPaymentDate: subscription.nextPaymentDate,
    })
    .from(subscription)
    .where(liveStatusSql(subscription.status));
}

/** Active subscriptions whose next payment falls between `from` and `to`, soonest first. */
export function listRenewalsBetween(db: TDb, from: Date, to: Date) {
  return db
    .select({
      email: user.email,
      planCode: subscription.planCode,
      nextPaymentDate: subscription.nextPaymentDate,
    })
    .from(subscription)
    .innerJoin(user, eq(user.id, subscription.userId))
    .where(
      and(
        eq(subscription.status, 'active'),
        gte(subscription.nextPaymentDate, from),
        lte(subscription.nextPaymentDate, to),
      ),
    )
    .orderBy(subscription.nextPaymentDate);
}

/** Paid once-off offers: how many and how much, per currency. */
export function sumOfferSales(db: TDb) {
  return db
    .select({ currency: checkout.currency, sales: count(), total: sum(checkout.amount) })
    .from(checkout)
    .where(and(eq(checkout.purchase, OFFER_CODE), eq(checkout.status, 'success')))
    .groupBy(checkout.currency)
    .orderBy(checkout.currency);
}

/** Checkouts the provider declined, newest first. */
export function listFailedCheckouts(db: TDb, limit: number) {
  return db
    .select({
      email: user.email,
      purchase: checkout.purchase,
      amount: checkout.amount,
      currency: checkout.currency,
      at: checkout.updatedAt,
      reason: checkout.message,
    })
    .from(checkout)
    .innerJoin(user, eq(user.id, checkout.userId))
    .where(eq(checkout.status, 'failed'))
    .orderBy(desc(checkout.updatedAt))
    .limit(limit);
}

/** Subscriptions whose renewal failed (Paystack is retrying the card), newest first. */
export function listFailedRenewals(db: TDb, limit: number) {
  return db
    .select({
      email: user.email,
      planCode: subscription.planCode,
      at: subscription.updatedAt,
    })
    .from(subscription)
    .innerJoin(user, eq(user.id, subscription.userId))
    .where(eq(subscription.status, 'attention'))
    .orderBy(desc(subscription.updatedAt))
    .limit(limit);
}

/** Every payment a learner started, newest first, for the CSV export. */
export function listPayments(db: TDb) {
  return db
    .select({
      reference: checkout.reference,
      createdAt: checkout.createdAt,
      email: user.email,
      purchase: checkout.purchase,
      amount: checkout.amount,
      currency: checkout.currency,
      status: checkout.status,
      paidAt: checkout.paidAt,
      message: checkout.message,
    })
    .from(checkout)
    .innerJoin(user, eq(user.id, checkout.userId))
    .orderBy(desc(checkout.createdAt), checkout.reference);
}
