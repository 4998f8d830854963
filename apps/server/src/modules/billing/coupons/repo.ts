import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { coupon, couponUse } from '../../../db/schema.ts';

/* The coupons' SQL (decisions/043, "Coupons — built"): the coupon rows and the uses that count. */

export type TCouponRow = typeof coupon.$inferSelect;

export async function findCouponByCode(db: TDb, code: string): Promise<TCouponRow | null> {
  const [row] = await db.select().from(coupon).where(eq(coupon.code, code)).limit(1);
  return row ?? null;
}

/** The coupon's row, locked for the rest of the transaction: holds are taken one at a time. */
export async function lockCoupon(tx: TDb, id: string): Promise<TCouponRow | null> {
  const [row] = await tx.select().from(coupon).where(eq(coupon.id, id)).for('update');
  return row ?? null;
}

/**
 * How the coupon's use stands for this learner as of `now`: paid uses and other learners' holds
 * that have not run out count towards the cap; the learner's own hold does not (a new checkout
 * takes it over), their paid use refuses a second one.
 */
export async function countUses(db: TDb, couponId: string, userId: string, now: Date) {
  const at = now.toISOString();
  const [row] = await db
    .select({
      usedInAll: sql<number>`(count(*) filter (where ${couponUse.status} = 'used' or (${couponUse.status} = 'held' and ${couponUse.heldUntil} > ${at}::timestamptz and ${couponUse.userId} is distinct from ${userId})))::int`,
      usedByLearner: sql<boolean>`coalesce(bool_or(${couponUse.status} = 'used' and ${couponUse.userId} = ${userId}), false)`,
    })
    .from(couponUse)
    .where(eq(couponUse.couponId, couponId));
  return { usedInAll: Number(row?.usedInAll ?? 0), usedByLearner: Boolean(row?.usedByLearner) };
}

/** The learner's earlier holds of this coupon end: their newest checkout takes the use over. */
export async function releaseHeldOf(tx: TDb, couponId: string, userId: string) {
  await tx
    .update(couponUse)
    .set({ status: 'released' })
    .where(
      and(
        eq(couponUse.couponId, couponId),
        eq(couponUse.userId, userId),
        eq(couponUse.status, 'held'),
      ),
    );
}

export async function insertCouponUse(tx: TDb, row: typeof couponUse.$inferInsert) {
  await tx.insert(couponUse).values(row);
}

/** A new coupon; null when its code is taken. */
export async function insertCoupon(db: TDb, row: typeof coupon.$inferInsert) {
  const [created] = await db
    .insert(coupon)
    .values(row)
    .onConflictDoNothing({ target: coupon.code })
    .returning();
  return created ?? null;
}

/** Every coupon, newest first, with its paid uses and the holds that have not run out. */
export function listCouponsWithUses(db: TDb, now: Date) {
  const at = now.toISOString();
  // Spelt out: inside a select list drizzle may leave a column unqualified, and a bare "id" in
  // the subquery would be the use's own.
  const id = sql.raw('"coupon"."id"');
  return db
    .select({
      row: coupon,
      used: sql<number>`(select count(*) from ${couponUse} u where u.coupon_id = ${id} and u.status = 'used')::int`,
      held: sql<number>`(select count(*) from ${couponUse} u where u.coupon_id = ${id} and u.status = 'held' and u.held_until > ${at}::timestamptz)::int`,
    })
    .from(coupon)
    .orderBy(desc(coupon.createdAt), desc(coupon.code));
}

/** Disables a coupon (no new use; holds and paid uses stand). Null: no such coupon. */
export async function disableCouponRow(db: TDb, id: string, at: Date) {
  const [row] = await db
    .update(coupon)
    .set({ disabledAt: sql`coalesce(${coupon.disabledAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(coupon.id, id))
    .returning();
  return row ?? null;
}
