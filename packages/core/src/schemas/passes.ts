import { z } from 'zod';
import { PASS_CHANNELS } from '../pass-notices.ts';
import { isPassCode, type TPassCode } from '../passes.ts';
import { ZCouponField } from './coupons.ts';

/** HTTP shapes of prepaid passes (issue 43, decisions/043). */

const ZPassCode = z.custom<TPassCode>(isPassCode, { message: 'Choose a pass' });

/** GET /api/passes/quote?pass=…&coupon=… and POST /api/passes. */
export const ZPassRequest = z.object({
  pass: z.string({ error: 'Choose a pass' }).min(1, 'Choose a pass').pipe(ZPassCode),
  /** A coupon code typed at checkout (optional). */
  coupon: ZCouponField,
  /** Pay by this channel only (a reminder's renewal link): card, eft, capitec_pay… */
  channel: z.enum(PASS_CHANNELS, { error: 'Choose how to pay' }).optional(),
});
export type TPassRequest = z.infer<typeof ZPassRequest>;

/** What buying a pass does, said before paying (core `quotePass`). */
export const ZPassQuoteResponse = z.object({
  /** False: refused, and `message` says why and what to do instead. */
  ok: z.boolean(),
  pass: z.string(),
  kind: z.enum(['new', 'extend', 'upgrade']).nullable(),
  /** The list price, the credit of a running pass, a coupon's discount, what is paid: subunits. */
  price: z.number().int(),
  credit: z.number().int(),
  discount: z.number().int(),
  payNow: z.number().int(),
  currency: z.string(),
  /** First and last day (YYYY-MM-DD, the learner's calendar), when it can be bought. */
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  message: z.string(),
  /** What the coupon did or why it was refused, when one was typed. */
  couponMessage: z.string().nullable(),
});
export type TPassQuoteResponse = z.infer<typeof ZPassQuoteResponse>;

/** The pass a learner holds, for /account ("Builder pass — until 2 March 2027"). */
export const ZHeldPass = z.object({
  tier: z.enum(['starter', 'builder', 'creator']),
  startsOn: z.string(),
  endsOn: z.string(),
  text: z.string(),
});
export type THeldPassView = z.infer<typeof ZHeldPass>;
