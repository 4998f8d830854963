import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { billingHealing, job, liveStatusSql, paymentEvent, subscription } from '../../db/schema.ts';
import { applyEventJob } from './jobs.ts';

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

/**
 * An event of this name about this charge that we applied, or that is still on its way through
 * the queue (its job pending or running): nothing is missing for it. One whose job failed for
 * good counts as not applied.
 */
async function eventApplied(db: TDb, event: string, field: string, value: string) {
  const result = await db.execute(sql`
    select 1 from ${paymentEvent} e
    where e.event = ${event} and e.payload->'data'->>${field} = ${value}
      and (e.processed_at is not null or exists (
        select 1 from ${job} j where j.type = ${applyEventJob.type}
          and j.payload->>'id' = e.id and j.status in ('pending', 'running')))
    limit 1`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export const chargeEventApplied = (db: TDb, reference: string) =>
  eventApplied(db, 'charge.success', 'reference', reference);

export const refundEventApplied = (db: TDb, refundId: number) =>
  eventApplied(db, 'refund.processed', 'id', String(refundId));

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
