import { and, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { subscription } from '../../../db/schema.ts';

/* The subscriptions a duplicate payment (duplicates.ts) is matched with. */

/**
 * The ended row of ours for a subscription on this checkout's plan whose subscription.create
 * came before its charge (`linkDuplicate`): Paystack's code, but no charge of ours yet.
 */
export async function findEndedAwaitingCharge(
  tx: TDb,
  co: { userId: string; createdAt: Date },
  planCode: string,
) {
  const [row] = await tx
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, co.userId),
        eq(subscription.planCode, planCode),
        eq(subscription.status, 'cancelled'),
        isNull(subscription.checkoutReference),
        isNotNull(subscription.providerSubscriptionCode),
        gte(subscription.createdAt, co.createdAt),
      ),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return row;
}

/** The ended row of ours for a payment refunded as a duplicate whose code is not known yet. */
export async function findEndedDuplicate(tx: TDb, userId: string, planCode: string) {
  const [row] = await tx
    .select()
    .from(subscription)
    .where(
      and(
        eq(subscription.userId, userId),
        eq(subscription.planCode, planCode),
        eq(subscription.status, 'cancelled'),
        isNull(subscription.providerSubscriptionCode),
        isNotNull(subscription.checkoutReference),
      ),
    )
    .orderBy(desc(subscription.createdAt))
    .limit(1);
  return row;
}
