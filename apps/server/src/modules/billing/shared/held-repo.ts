import { and, desc, eq, gt, not } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { liveStatusSql, subscription } from '../../../db/schema.ts';

/**
 * The learner's subscription that ended but whose paid period has not (stopped at Paystack, by
 * its own email link or the dashboard: access kept until `accessUntil`), latest first; null
 * when none. Buying the offer then refunds the rest of that period, as for a live one.
 */
export async function findEndedButPaid(db: TDb, userId: string, asOf: Date) {
  const [row] = await db
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, userId),
        not(liveStatusSql(subscription.status)),
        gt(subscription.accessUntil, asOf),
      ),
    )
    .orderBy(desc(subscription.accessUntil))
    .limit(1);
  return row ?? null;
}
