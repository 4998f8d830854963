import { OFFER_CODE } from '@thinkbuild/core';
import { and, desc, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  billingHealing,
  billingRefund,
  checkout,
  liveStatusSql,
  paymentEvent,
  subscription,
  user,
} from '../../../db/schema.ts';

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
      lastChargeReference: subscription.lastChargeReference,
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

/**
 * What each of these charges took (subunits), by reference: a checkout's amount, or the amount
 * of the charge.success Paystack sent for a renewal or an upgrade.
 */
export async function chargedAmounts(db: TDb, references: string[]) {
  const amounts = new Map<string, number>();
  if (references.length === 0) return amounts;
  const reference = sql<string>`${paymentEvent.payload}->'data'->>'reference'`;
  const [checkouts, charges] = await Promise.all([
    db
      .select({ reference: checkout.reference, amount: checkout.amount })
      .from(checkout)
      .where(and(inArray(checkout.reference, references), eq(checkout.status, 'success'))),
    db
      .select({ reference, amount: sql<string>`${paymentEvent.payload}->'data'->>'amount'` })
      .from(paymentEvent)
      .where(
        and(
          eq(paymentEvent.event, 'charge.success'),
          inArray(reference, references),
          sql`${paymentEvent.payload}->'data'->>'status' = 'success'`,
        ),
      ),
  ]);
  for (const c of charges)
    if (Number.isInteger(Number(c.amount))) amounts.set(c.reference, Number(c.amount));
  for (const c of checkouts) amounts.set(c.reference, c.amount);
  return amounts;
}

/** Paid once-off offers, one row per payment. */
export function listOfferPayments(db: TDb) {
  return db
    .select({ reference: checkout.reference, amount: checkout.amount, currency: checkout.currency })
    .from(checkout)
    .where(and(eq(checkout.purchase, OFFER_CODE), eq(checkout.status, 'success')));
}

/** Refunds Paystack processed (refund.processed), as stored, for the charges given. */
export function listProcessedRefunds(db: TDb, references: string[]) {
  const reference = sql<string>`${paymentEvent.payload}->'data'->>'transaction_reference'`;
  return db
    .select({ reference, payload: paymentEvent.payload })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, 'refund.processed'),
        references.length > 0 ? inArray(reference, references) : sql`false`,
      ),
    );
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

/** The latest refunds and disputes in their stored state, newest first, with the email. */
export function listRefunds(db: TDb, limit: number) {
  return db
    .select({
      id: billingRefund.id,
      kind: billingRefund.kind,
      email: user.email,
      reference: billingRefund.transactionReference,
      amount: billingRefund.amount,
      currency: billingRefund.currency,
      status: billingRefund.status,
      outcome: billingRefund.outcome,
      at: billingRefund.updatedAt,
    })
    .from(billingRefund)
    .leftJoin(user, eq(user.id, billingRefund.userId))
    .orderBy(sql`${billingRefund.updatedAt} desc`)
    .limit(limit);
}

/** The latest healings, newest first, with the learner's email. */
export function listHealings(db: TDb, limit: number) {
  return db
    .select({
      id: billingHealing.id,
      kind: billingHealing.kind,
      email: user.email,
      subject: billingHealing.subject,
      before: billingHealing.before,
      after: billingHealing.after,
      at: billingHealing.createdAt,
    })
    .from(billingHealing)
    .leftJoin(user, eq(user.id, billingHealing.userId))
    .orderBy(sql`${billingHealing.createdAt} desc`)
    .limit(limit);
}
