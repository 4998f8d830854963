import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingHealing, liveStatusSql, paymentEvent, subscription } from '../../../db/schema.ts';

/* What reconciling with Paystack reads and writes of our own tables (reconcile.ts). */

export type THealing = typeof billingHealing.$inferSelect;

/** Every live subscription (active, non-renewing, attention) that Paystack knows by a code. */
export function listLiveWithCodes(db: TDb) {
  return db
    .select({
      id: subscription.id,
      userId: subscription.userId,
      code: subscription.providerSubscriptionCode,
      status: subscription.status,
    })
    .from(subscription)
    .where(
      and(liveStatusSql(subscription.status), isNotNull(subscription.providerSubscriptionCode)),
    )
    .orderBy(subscription.createdAt);
}

/** The stored events of this name whose `data.<field>` is `value`: processed or not. */
export function listEventsAbout(db: TDb, event: string, field: string, value: string) {
  return db
    .select({ id: paymentEvent.id, processedAt: paymentEvent.processedAt })
    .from(paymentEvent)
    .where(
      and(
        eq(paymentEvent.event, event),
        sql`${paymentEvent.payload}->'data'->>${field} = ${value}`,
      ),
    );
}

export async function healingExists(db: TDb, key: string) {
  const [row] = await db
    .select({ id: billingHealing.id })
    .from(billingHealing)
    .where(eq(billingHealing.key, key))
    .limit(1);
  return row !== undefined;
}

/** Stores one healing; false when that difference was healed (and stored) before. */
export async function recordHealing(db: TDb, row: typeof billingHealing.$inferInsert) {
  const inserted = await db
    .insert(billingHealing)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: billingHealing.id });
  return inserted.length > 0;
}

/** Every Paystack customer of ours (any subscription, in any state), with their learner. */
export function listCustomers(db: TDb) {
  return db
    .selectDistinct({
      code: sql<string>`${subscription.providerCustomerCode}`,
      userId: subscription.userId,
    })
    .from(subscription)
    .where(isNotNull(subscription.providerCustomerCode));
}

/** Events parked until this subscription code is known (its subscription.create is coming). */
export async function eventsWaitFor(db: TDb, code: string) {
  const [row] = await db
    .select({ id: paymentEvent.id })
    .from(paymentEvent)
    .where(eq(paymentEvent.waitingFor, code))
    .limit(1);
  return row !== undefined;
}
