import { OFFER_CODE, purchasePrice } from '@thinkbuild/core';
import {
  priceWithCoupon,
  type TCoupon,
  type TCouponPrice,
  type TCouponPurchase,
} from '@thinkbuild/core/coupons';
import type { TCouponQuote } from '@thinkbuild/core/schemas/coupons';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { ABANDONED_AFTER_MS } from '../checkout/status.ts';
import { insertCheckout, type TBillingContext } from '../shared/index.ts';
import {
  countUses,
  findCouponByCode,
  insertCouponUse,
  lockCoupon,
  releaseHeldOf,
  type TCouponRow,
} from './repo.ts';

/*
 * A coupon at checkout (decisions/043, "Coupons — built"): the quote reads what a code does; the
 * checkout holds one use of it in the same transaction that records the checkout, with the
 * coupon's row locked, so two learners starting at once cannot both take its last use.
 */

/** A checkout's hold lasts as long as an unpaid checkout counts as open. */
export const COUPON_HOLD_MS = ABANDONED_AFTER_MS;

const UNKNOWN = 'There is no such code. Check it and try again.';
const DISABLED = 'This code can no longer be used.';

const couponOf = (row: TCouponRow): TCoupon => ({
  code: row.code,
  kind: row.kind,
  value: row.value,
  appliesTo: { offer: row.appliesToOffer, passTiers: row.appliesToPassTiers },
  expiresAt: row.expiresAt?.toISOString() ?? null,
  cap: row.cap,
});

/** A refused code, as the message under the field where it was typed. */
const refused = (message: string) => new AppError('CONFLICT', message, { coupon: message });

type TPriced = { coupon: TCouponRow | null; result: TCouponPrice };

/** What `code` does to `price` (subunits) of `purchase` for this learner now, or why not. */
export async function couponPrice(
  db: TDb,
  userId: string,
  purchase: TCouponPurchase,
  price: { amount: number; currency: string },
  code: string,
  now = new Date(),
): Promise<TPriced> {
  const row = await findCouponByCode(db, code);
  if (!row) return { coupon: null, result: { ok: false, message: UNKNOWN } };
  return { coupon: row, result: await priceNow(db, row, userId, purchase, price, now) };
}

async function priceNow(
  db: TDb,
  row: TCouponRow,
  userId: string,
  purchase: TCouponPurchase,
  price: { amount: number; currency: string },
  now: Date,
): Promise<TCouponPrice> {
  if (row.disabledAt) return { ok: false, message: DISABLED };
  const use = await countUses(db, row.id, userId, now);
  return priceWithCoupon(couponOf(row), purchase, price.amount, price.currency, use, now);
}

/** The quote's view of a code: before and after, or the price unchanged and why. */
export function couponQuoteOf(
  code: string,
  price: { amount: number; currency: string },
  result: TCouponPrice,
): TCouponQuote {
  return result.ok
    ? {
        code,
        applied: true,
        price: result.price,
        discount: result.discount,
        payNow: result.payNow,
        currency: price.currency,
        message: result.message,
      }
    : {
        code,
        applied: false,
        price: price.amount,
        discount: 0,
        payNow: price.amount,
        currency: price.currency,
        message: result.message,
      };
}

type TCheckoutRow = Parameters<typeof insertCheckout>[1];

/**
 * What a checkout with `code` asks Paystack for, and how it records itself: the checkout row and
 * a held use together, the cap counted again under the coupon's lock. A refusal, now or at the
 * hold, is a 409 with the message on the `coupon` field; nothing is recorded then.
 */
export async function couponCheckout(
  db: TDb,
  userId: string,
  purchase: TCouponPurchase,
  price: { amount: number; currency: string },
  code: string,
  credit = 0,
) {
  const { coupon, result } = await couponPrice(db, userId, purchase, price, code);
  if (!coupon || !result.ok) throw refused(result.message);
  const { discount } = result;
  return {
    amount: result.payNow,
    credit,
    discount,
    record: (row: TCheckoutRow) =>
      db.transaction(async (tx) => {
        const locked = await lockCoupon(tx, coupon.id);
        const now = new Date();
        const again = locked
          ? await priceNow(tx, locked, userId, purchase, price, now)
          : { ok: false as const, message: DISABLED };
        if (!again.ok) throw refused(again.message);
        if (again.discount !== discount) throw refused('This code changed. Check the price again.');
        await releaseHeldOf(tx, coupon.id, userId);
        await insertCheckout(tx, row);
        await insertCouponUse(tx, {
          couponId: coupon.id,
          userId,
          checkoutReference: row.reference,
          discount,
          heldUntil: new Date(now.getTime() + COUPON_HOLD_MS),
        });
      }),
  };
}

/** GET /api/offer/quote?coupon=: what a code does to the offer's price for this learner. */
export async function offerCoupon(
  ctx: TBillingContext,
  viewer: TViewer,
  code: string,
): Promise<TCouponQuote> {
  const price = purchasePrice(OFFER_CODE, ctx.offer);
  const { result } = await couponPrice(ctx.db, viewer.id, OFFER_CODE, price, code);
  return couponQuoteOf(code, price, result);
}
