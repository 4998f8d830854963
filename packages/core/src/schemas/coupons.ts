import { z } from 'zod';
import { COUPON_CODE_PATTERN, COUPON_KINDS, normalizeCouponCode } from '../coupons.ts';
import { TIERS } from '../roles.ts';
import { safeString } from '../text.ts';

/** HTTP shapes of coupons (issue 43, decisions/043 "Coupons — built"). */

/** A code as a learner types it at checkout: trimmed; empty means none. */
export const ZCouponField = safeString()
  .trim()
  .max(40, 'A code is at most 40 characters')
  .transform((code) => (code ? normalizeCouponCode(code) : undefined))
  .optional();

/** What a typed code does to the offer's price (GET /api/offer/quote?coupon=). */
export const ZCouponQuote = z.object({
  code: z.string(),
  /** False: refused, `message` says why, and the price stays as it was. */
  applied: z.boolean(),
  /** Before and after the code, and what it took off: subunits. */
  price: z.number().int(),
  discount: z.number().int(),
  payNow: z.number().int(),
  currency: z.string(),
  message: z.string(),
});
export type TCouponQuote = z.infer<typeof ZCouponQuote>;

export const ZOfferQuoteQuery = z.object({ coupon: ZCouponField });

const MAX_RANDS_OFF = 100_000;

/**
 * POST /api/admin/billing/coupons. `value`: a whole percent (1–99), or rand off (cents allowed);
 * `expiresOn`: the last day it can be used, in the site's time zone (empty: no expiry);
 * `cap`: how many uses in all (empty: no cap).
 */
export const ZCreateCouponRequest = z
  .object({
    code: safeString({ error: 'Enter a code' })
      .trim()
      .min(1, 'Enter a code')
      .transform(normalizeCouponCode)
      .pipe(
        z
          .string()
          .regex(COUPON_CODE_PATTERN, 'Use 3 to 32 letters, digits and dashes (not at either end)'),
      ),
    kind: z.enum(COUPON_KINDS, { error: 'Choose percent or rand off' }),
    value: z.number({ error: 'Enter how much it takes off' }).positive('Enter more than 0'),
    offer: z.boolean(),
    passTiers: z.array(z.enum(TIERS)).max(TIERS.length),
    expiresOn: z
      .string()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date')
      .transform((day) => day || null),
    cap: z
      .number({ error: 'Enter a whole number of uses' })
      .int('Enter a whole number of uses')
      .min(1, 'Enter at least 1 use')
      .max(1_000_000, 'Enter at most 1000000 uses')
      .nullable(),
  })
  .superRefine((input, ctx) => {
    if (input.kind === 'percent' && (!Number.isInteger(input.value) || input.value > 99)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a whole percent, 1 to 99' });
    }
    if (
      input.kind === 'amount' &&
      (input.value > MAX_RANDS_OFF ||
        Math.abs(input.value * 100 - Math.round(input.value * 100)) > 1e-6)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['value'],
        message: 'Enter rand and cents, up to R100 000',
      });
    }
    if (!input.offer && input.passTiers.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['appliesTo'],
        message: 'Choose the offer, a pass tier or both',
      });
    }
  });
export type TCreateCouponRequest = z.input<typeof ZCreateCouponRequest>;

/** One coupon on the admin list. */
export const ZAdminCoupon = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** Whole percent, or cents off. */
  value: z.number().int(),
  /** "20%" or "R150,00". */
  off: z.string(),
  offer: z.boolean(),
  passTiers: z.array(z.enum(TIERS)),
  /** "The special offer, Builder passes". */
  appliesTo: z.string(),
  /** The last moment it can be used (ISO), and that day in the site's zone. */
  expiresAt: z.string().nullable(),
  expiresOn: z.string().nullable(),
  cap: z.number().int().nullable(),
  /** Paid uses, and uses held now by checkouts not paid yet. */
  used: z.number().int(),
  held: z.number().int(),
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TAdminCoupon = z.infer<typeof ZAdminCoupon>;

export const ZAdminCoupons = z.object({ coupons: z.array(ZAdminCoupon) });
export type TAdminCoupons = z.infer<typeof ZAdminCoupons>;

export const ZCouponIdParams = z.object({ id: z.uuid('Unknown coupon') });
