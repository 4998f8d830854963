import { OFFER_CODE } from '@thinkbuild/core';
import { and, count, desc, eq, gt, gte, lte, or, sql, sum } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { checkout, liveStatusSql, subscription, user } from '../../db/schema.ts';

/*
 * What the admin billing view reads: our own subscription and checkout tables (the payment
 * provider is never asked). Read-only.
 */

/**
 * Subscriptions that may still open a tier (live at Paystack, or ended with paid time left); the
 * service applies core's access rule.
 */
export function listLiveSubscriptions(db: TDb) {
  return db
    .select({
      planCode: subscription.planCode,
      interval: subscription.interval,
      status: subscription.status,
      nextPaymentDate: subscription.nextPaymentDate,
      accessUntil: subscription.accessUntil,
      startsAt: subscription.startsAt,
    })
    .from(subscription)
    .where(or(liveStatusSql(subscription.status), gt(subscription.accessUntil, sql`now()`)));
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

/**
 * Failed payments, newest first: checkouts the provider declined, and subscriptions whose
 * renewal failed (`attention`: Paystack is retrying the card). A renewal carries no amount or
 * reason of its own; the service fills them in from the plan.
 */
export function listFailedPayments(db: TDb, limit: number) {
  const declined = db
    .select({
      kind: sql<'checkout' | 'renewal'>`'checkout'`.as('kind'),
      email: user.email,
      purchase: checkout.purchase,
      amount: sql<number | null>`${checkout.amount}`.as('amount'),
      currency: sql<string | null>`${checkout.currency}`.as('currency'),
      // Named, so the union's ORDER BY can use it.
      at: sql<Date | string>`${checkout.updatedAt}`.as('at'),
      reason: checkout.message,
    })
    .from(checkout)
    .innerJoin(user, eq(user.id, checkout.userId))
    .where(eq(checkout.status, 'failed'));
  const retrying = db
    .select({
      kind: sql<'checkout' | 'renewal'>`'renewal'`.as('kind'),
      email: user.email,
      purchase: subscription.planCode,
      amount: sql<number | null>`null::integer`.as('amount'),
      currency: sql<string | null>`null::text`.as('currency'),
      at: sql<Date | string>`${subscription.updatedAt}`.as('at'),
      reason: sql<string | null>`null::text`.as('reason'),
    })
    .from(subscription)
    .innerJoin(user, eq(user.id, subscription.userId))
    .where(eq(subscription.status, 'attention'));
  return declined.unionAll(retrying).orderBy(desc(sql`at`)).limit(limit);
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
