import { and, eq, ne, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { coupon, couponUse } from '../../../db/schema.ts';

/*
 * A coupon use follows its checkout (decisions/043, "Coupons — built"): held while the learner
 * pays, used once paid, released when the payment failed or was abandoned. Called wherever a
 * checkout's status changes (shared `updateCheckout`), so no path can forget it.
 */

type TCheckoutStatus = 'pending' | 'success' | 'failed' | 'abandoned';

export async function settleCouponUse(db: TDb, reference: string, status: TCheckoutStatus) {
  if (status === 'failed' || status === 'abandoned') {
    await db
      .update(couponUse)
      .set({ status: 'released' })
      .where(and(eq(couponUse.checkoutReference, reference), eq(couponUse.status, 'held')));
    return;
  }
  if (status !== 'success') return;
  const [use] = await db
    .select()
    .from(couponUse)
    .where(eq(couponUse.checkoutReference, reference))
    .limit(1);
  if (!use || use.status === 'used') return;
  // Paid at the price the server quoted, so honoured even when its hold had run out or moved to a
  // newer checkout of the learner's: that newer hold ends, this use counts.
  if (use.userId) {
    await db
      .update(couponUse)
      .set({ status: 'released' })
      .where(
        and(
          eq(couponUse.couponId, use.couponId),
          eq(couponUse.userId, use.userId),
          eq(couponUse.status, 'held'),
          ne(couponUse.id, use.id),
        ),
      );
  }
  // One paid use per learner: a second checkout paid in another tab keeps its price, not a use.
  await db
    .update(couponUse)
    .set({ status: 'used' })
    .where(
      and(
        eq(couponUse.id, use.id),
        sql`not exists (select 1 from ${couponUse} u where u.coupon_id = ${use.couponId} and u.user_id = ${use.userId} and u.status = 'used')`,
      ),
    );
}

/** What the coupon took off this checkout (0: none), whatever its use's state now. */
export async function couponDiscountOf(db: TDb, reference: string): Promise<number> {
  const [use] = await db
    .select({ discount: couponUse.discount })
    .from(couponUse)
    .where(eq(couponUse.checkoutReference, reference))
    .limit(1);
  return use?.discount ?? 0;
}

/** The learner's coupon uses, for "Download my data": which code, on which payment, what it took off. */
export async function couponUsesDataOf(db: TDb, userId: string) {
  const rows = await db
    .select({ use: couponUse, code: coupon.code })
    .from(couponUse)
    .innerJoin(coupon, eq(coupon.id, couponUse.couponId))
    .where(eq(couponUse.userId, userId))
    .orderBy(couponUse.createdAt);
  return rows.map(({ use, code }) => ({
    code,
    payment: use.checkoutReference,
    discount: use.discount,
    status: use.status,
    createdAt: use.createdAt.toISOString(),
  }));
}
