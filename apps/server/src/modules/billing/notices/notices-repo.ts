import { and, desc, eq, gt, isNull, lte, or } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingNotice, checkout, subscription } from '../../../db/schema.ts';

/* billing_notice's reads and writes (notices/), and what the renewal reminder reads. */

export type TNoticeRow = typeof billingNotice.$inferSelect;

/** The new notice's id, or null when one with this key exists (the event was told already). */
export async function insertNotice(
  tx: TDb,
  row: { userId: string; kind: string; key: string; data: Record<string, unknown> },
) {
  const [inserted] = await tx
    .insert(billingNotice)
    .values(row)
    .onConflictDoNothing({ target: billingNotice.key })
    .returning({ id: billingNotice.id });
  return inserted?.id ?? null;
}

export async function findNotice(db: TDb, id: string) {
  const [row] = await db.select().from(billingNotice).where(eq(billingNotice.id, id)).limit(1);
  return row ?? null;
}

export function markNoticeSent(db: TDb, id: string) {
  return db
    .update(billingNotice)
    .set({ sentAt: new Date() })
    .where(and(eq(billingNotice.id, id), isNull(billingNotice.sentAt)));
}

/** The learner's notices, newest first. */
export function listNoticesOf(db: TDb, userId: string, limit: number) {
  return db
    .select()
    .from(billingNotice)
    .where(eq(billingNotice.userId, userId))
    .orderBy(desc(billingNotice.createdAt))
    .limit(limit);
}

/** Every notice of the learner (their data download). */
export function allNoticesOf(db: TDb, userId: string) {
  return db
    .select({
      kind: billingNotice.kind,
      data: billingNotice.data,
      createdAt: billingNotice.createdAt,
      sentAt: billingNotice.sentAt,
    })
    .from(billingNotice)
    .where(eq(billingNotice.userId, userId))
    .orderBy(billingNotice.createdAt);
}

/**
 * Annual subscriptions that renew (active, not cancelled) between now and `until`, with what
 * their current period was charged when it was our checkout.
 */
export function listAnnualRenewingBy(db: TDb, now: Date, until: Date) {
  return db
    .select({
      id: subscription.id,
      userId: subscription.userId,
      planCode: subscription.planCode,
      nextPaymentDate: subscription.nextPaymentDate,
      cardLast4: subscription.cardLast4,
      paid: checkout.amount,
      currency: checkout.currency,
    })
    .from(subscription)
    .leftJoin(checkout, eq(checkout.reference, subscription.lastChargeReference))
    .where(
      and(
        eq(subscription.interval, 'annually'),
        eq(subscription.status, 'active'),
        or(isNull(subscription.startsAt), lte(subscription.startsAt, now)),
        gt(subscription.nextPaymentDate, now),
        lte(subscription.nextPaymentDate, until),
      ),
    );
}
