import { z } from 'zod';
import {
  isPlanCode,
  isPurchaseCode,
  OFFER_CODE,
  SUBSCRIPTION_STATUSES,
  type TPlanCode,
  type TPurchaseCode,
} from '../billing.ts';
import { COUPON_RENEWAL_NOTE } from '../coupons.ts';
import { MESSAGES } from '../messages.ts';
import { ROLES } from '../roles.ts';
import { safeString } from '../text.ts';
import { ZCouponField, ZCouponQuote } from './coupons.ts';
import { ZHeldPass } from './passes.ts';

/**
 * HTTP shapes of billing (SPEC.md §7). Field names follow the old API and Paystack
 * (snake_case), so `success`, `authorization_url` and `message` read as SPEC.md names them.
 */

const ZPurchaseCode = z.custom<TPurchaseCode>(isPurchaseCode, { message: 'Unknown plan' });
const ZPlanCode = z.custom<TPlanCode>(isPlanCode, { message: 'Unknown plan' });

/** POST /api/subscription. A missing email or plan gets SPEC.md's message. */
export const ZSubscribeRequest = z
  .object({
    email: safeString({ error: MESSAGES.subscribeMissing })
      .trim()
      .min(1, MESSAGES.subscribeMissing),
    plan: z
      .string({ error: MESSAGES.subscribeMissing })
      .min(1, MESSAGES.subscribeMissing)
      .pipe(ZPurchaseCode),
    /** The offer only: a coupon code typed at checkout (decisions/043). */
    coupon: ZCouponField,
  })
  .refine((input) => !input.coupon || input.plan === OFFER_CODE, {
    path: ['coupon'],
    message: COUPON_RENEWAL_NOTE,
  });
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

export const ZSubscribeResponse = z.object({
  success: z.boolean(),
  /** Where the browser goes to pay (Paystack's checkout, or the sandbox's). */
  authorization_url: z.string().optional(),
  /** Our payment reference; the return page polls GET /api/payments/:reference with it. */
  reference: z.string().optional(),
  message: z.string(),
});
export type TSubscribeResponse = z.infer<typeof ZSubscribeResponse>;

/** POST /api/subscription/change: switch the current subscription to another plan. */
export const ZChangeSubscriptionRequest = z.object({ plan: ZPlanCode });
export type TChangeSubscriptionRequest = z.infer<typeof ZChangeSubscriptionRequest>;

/** POST /api/subscription/change and /cancel. */
export const ZSubscriptionActionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /** Present when the change needs the learner to pay on a checkout page first. */
  authorization_url: z.string().optional(),
  reference: z.string().optional(),
});
export type TSubscriptionActionResponse = z.infer<typeof ZSubscriptionActionResponse>;

/** GET /api/customer/:email, served from our own database. Newest live subscription first. */
export const ZCustomerResponse = z.object({
  subscriptions: z.array(
    z.object({
      plan: z.string(),
      /** ISO date-time, or null when not known yet. */
      next_payment_date: z.string().nullable(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      /** A scheduled change: when this plan starts (ISO); absent or null otherwise. */
      starts_on: z.string().nullable().optional(),
      /** Once it will not charge again: when it stops opening its tier (ISO; `accessEndsAt`). */
      access_until: z.string().nullable().optional(),
    }),
  ),
  authorizations: z.array(
    z.object({
      last4: z.string(),
      brand: z.string(),
      exp_month: z.string(),
      exp_year: z.string(),
    }),
  ),
  /**
   * How the learner came to hold lifetime access: a founding member's place, a paid special
   * offer, or null without it.
   */
  lifetime: z.enum(['founding', 'offer']).nullable(),
  /** The prepaid pass running now (with its extensions), or null (decisions/043). */
  pass: ZHeldPass.nullable().optional(),
});
export type TCustomerResponse = z.infer<typeof ZCustomerResponse>;

export const PAYMENT_STATUSES = ['pending', 'success', 'failed', 'abandoned'] as const;
export type TPaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** GET /api/payments/:reference: where a checkout stands (verifies with Paystack while pending). */
export const ZPaymentStatusResponse = z.object({
  reference: z.string(),
  /** A plan code, or "offer". */
  plan: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  /** Readable: what happened, and for a failure why (e.g. the bank's decline reason). */
  message: z.string(),
  /** The learner's role now, after this payment was applied. */
  role: z.enum(ROLES),
});
export type TPaymentStatusResponse = z.infer<typeof ZPaymentStatusResponse>;

/** GET /api/offer: the once-off offer's price (OFFER_AMOUNT subunits of OFFER_CURRENCY). */
export const ZOfferResponse = z.object({
  amount: z.number().int(),
  currency: z.string(),
  /** The seller is registered for VAT: every price reads "incl. 15% VAT" (decisions/044). */
  vat: z.boolean().optional(),
});
export type TOfferResponse = z.infer<typeof ZOfferResponse>;

/** POST /api/subscription/card: Paystack's page where the learner replaces their card. */
export const ZCardLinkResponse = z.object({ link: z.string() });
export type TCardLinkResponse = z.infer<typeof ZCardLinkResponse>;

/** GET /api/subscription/change?plan=…: what a change would do, before the learner confirms. */
export const ZChangePreviewResponse = z.object({
  kind: z.enum(['same', 'upgrade', 'scheduled']),
  message: z.string(),
  /** Subunits charged now (upgrade). */
  pay_now: z.number().int(),
  /** Subunits refunded now (upgrade): the unused part of the old period. */
  refund: z.number().int(),
  /** ISO date the new plan starts (scheduled), else null. */
  starts_on: z.string().nullable(),
});
export type TChangePreviewResponse = z.infer<typeof ZChangePreviewResponse>;

/**
 * GET /api/offer/quote: what buying the offer does to the learner's live subscription, said
 * before paying (decisions/028). Nothing to stop: all null and 0.
 */
export const ZOfferQuoteResponse = z.object({
  /** The plan code of the subscription that stops, or null. */
  stops: z.string().nullable(),
  /** Subunits back to the card: the unused part of its paid period. */
  refund: z.number().int(),
  currency: z.string().nullable(),
  /** "Your Creator monthly subscription stops; R123,45 comes back to your card." */
  message: z.string().nullable(),
  /** What the typed coupon does to the price, when one was asked about. */
  coupon: ZCouponQuote.optional(),
});
export type TOfferQuoteResponse = z.infer<typeof ZOfferQuoteResponse>;
