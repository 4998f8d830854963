import { formatMoney } from './format.ts';
import { isPassCode, PASSES, passName, type TPassCode } from './passes.ts';
import { ROLE_LABELS, type TTier } from './roles.ts';

/*
 * Coupons (issue 43): a code an admin makes, taken off the price of a pass or the once-off offer
 * at checkout. The server computes the amount from these rules and never trusts the browser's;
 * Paystack is asked for what is left. A subscription is never discounted: Paystack charges a
 * plan's own amount at every renewal, so a coupon could only ever lower the first payment, and
 * the plan checkout takes no amount at all.
 */

export const COUPON_KINDS = ['percent', 'amount'] as const;
export type TCouponKind = (typeof COUPON_KINDS)[number];

/** What a coupon is, as the rules need it. `value`: whole percent (1–99), or cents off. */
export type TCoupon = {
  code: string;
  kind: TCouponKind;
  value: number;
  /** The offer, and the tiers whose passes it takes off (empty: no pass). */
  appliesTo: { offer: boolean; passTiers: readonly TTier[] };
  /** The last moment it can be used (ISO), or none. */
  expiresAt: string | null;
  /** How many times it can be used in all, or no limit. */
  cap: number | null;
};

/** Where a code is typed: what the learner reads beside the box. */
export const COUPON_RENEWAL_NOTE =
  'Codes take money off a pass or the special offer. They never apply to a subscription or its renewals.';

/** The least Paystack is asked for after a coupon, in cents: a coupon never makes a purchase free. */
export const MIN_CHARGE_AFTER_COUPON = 100;

/** "summer-25 " → "SUMMER-25": codes are typed loosely and kept in capitals. */
export const normalizeCouponCode = (code: string) => code.trim().toUpperCase();

/** Letters, digits and dashes, 3 to 32 of them, as an admin may make one. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,30}[A-Z0-9]$/;

export type TCouponPurchase = 'offer' | TPassCode;

/** How the coupon's use stands for this learner (counted on the server, in the same transaction). */
export type TCouponUse = { usedInAll: number; usedByLearner: boolean };

export type TCouponPrice =
  | {
      ok: true;
      /** The price before, in cents. */
      price: number;
      /** Taken off, in cents. */
      discount: number;
      /** What Paystack is asked for, in cents. */
      payNow: number;
      /** "SUMMER-25: R150 off. You pay R750 instead of R900." */
      message: string;
    }
  | { ok: false; message: string };

/** What a coupon takes off `price` (cents) for `purchase`, or why it cannot be used. */
export function priceWithCoupon(
  coupon: TCoupon,
  purchase: TCouponPurchase | string,
  price: number,
  currency: string,
  use: TCouponUse,
  now: Date,
): TCouponPrice {
  if (coupon.expiresAt && now > new Date(coupon.expiresAt))
    return { ok: false, message: 'This code has expired.' };
  if (use.usedByLearner) return { ok: false, message: 'You have already used this code.' };
  if (coupon.cap !== null && use.usedInAll >= coupon.cap)
    return { ok: false, message: 'This code has been used as many times as it can be.' };
  if (purchase !== 'offer' && !isPassCode(purchase))
    return { ok: false, message: COUPON_RENEWAL_NOTE };
  if (
    purchase === 'offer'
      ? !coupon.appliesTo.offer
      : !coupon.appliesTo.passTiers.includes(PASSES[purchase].tier)
  ) {
    const what =
      purchase === 'offer' ? 'the special offer' : `the ${passName(PASSES[purchase].tier)}`;
    return { ok: false, message: `This code does not apply to ${what}.` };
  }
  const wanted =
    coupon.kind === 'percent' ? Math.round((price * coupon.value) / 100) : coupon.value;
  const discount = Math.max(0, Math.min(wanted, price - MIN_CHARGE_AFTER_COUPON));
  // R1 left to pay (an upgrade's credit took the rest): a use would be spent on nothing.
  if (discount === 0)
    return { ok: false, message: 'There is nothing left for this code to take off.' };
  const payNow = price - discount;
  const off = formatMoney(discount, currency);
  return {
    ok: true,
    price,
    discount,
    payNow,
    message: `${coupon.code}: ${off} off. You pay ${formatMoney(payNow, currency)} instead of ${formatMoney(price, currency)}.`,
  };
}

/** What a coupon takes off, as the admin list shows it: "20%" or "R150". */
export const couponOff = (coupon: Pick<TCoupon, 'kind' | 'value'>, currency: string) =>
  coupon.kind === 'percent' ? `${coupon.value}%` : formatMoney(coupon.value, currency);

/** What a coupon applies to, in words: "The special offer, Starter and Builder passes". */
export function couponAppliesText(appliesTo: TCoupon['appliesTo']): string {
  const tiers = appliesTo.passTiers.map((t) => ROLE_LABELS[t]);
  const passes =
    tiers.length === 0
      ? []
      : [
          `${tiers.length > 1 ? `${tiers.slice(0, -1).join(', ')} and ${tiers.at(-1)}` : tiers[0]} passes`,
        ];
  const parts = [...(appliesTo.offer ? ['the special offer'] : []), ...passes];
  const text = parts.join(', ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Nothing';
}
