import { z } from 'zod';
import { PASS_MONTHS } from '../passes.ts';
import { TIERS } from '../roles.ts';
import {
  normaliseSponsorCode,
  SPONSOR_BATCH_MAX,
  SPONSOR_CODE_SHAPE_MESSAGE,
} from '../sponsor-codes.ts';
import { safeString } from '../text.ts';

/** HTTP shapes of sponsor codes (decisions/043, "Sponsor codes — built"). */

/** A code as typed: read back to its stored form (sponsor-codes.ts), or a field message. */
export const ZSponsorCodeInput = z
  .string({ error: 'Enter your sponsor code' })
  .max(40, SPONSOR_CODE_SHAPE_MESSAGE)
  .transform((typed, ctx) => {
    const code = normaliseSponsorCode(typed);
    if (!code) {
      ctx.addIssue({
        code: 'custom',
        message: typed.trim() ? SPONSOR_CODE_SHAPE_MESSAGE : 'Enter your sponsor code',
      });
      return z.NEVER;
    }
    return code;
  });

/** POST /api/sponsor-codes/redeem. */
export const ZRedeemSponsorCodeRequest = z.object({ code: ZSponsorCodeInput });
export type TRedeemSponsorCodeRequest = z.input<typeof ZRedeemSponsorCodeRequest>;

const ZTier = z.enum(TIERS, { error: 'Choose a tier' });

/** What the learner got: the pass's days and how /account will name it. */
export const ZRedeemSponsorCodeResponse = z.object({
  tier: ZTier,
  months: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string(),
  /** "Builder pass — until 3 March 2027". */
  text: z.string(),
  message: z.string(),
});
export type TRedeemSponsorCodeResponse = z.infer<typeof ZRedeemSponsorCodeResponse>;

/** POST /api/admin/billing/sponsor-batches: a batch paid for outside the learner's checkout. */
export const ZSponsorBatchRequest = z.object({
  tier: ZTier,
  months: z.coerce
    .number({ error: 'Choose 1, 3 or 12 months' })
    .refine((m) => (PASS_MONTHS as readonly number[]).includes(m), 'Choose 1, 3 or 12 months'),
  size: z.coerce
    .number({ error: `Enter how many codes, 1 to ${SPONSOR_BATCH_MAX}` })
    .int(`Enter how many codes, 1 to ${SPONSOR_BATCH_MAX}`)
    .min(1, `Enter how many codes, 1 to ${SPONSOR_BATCH_MAX}`)
    .max(SPONSOR_BATCH_MAX, `At most ${SPONSOR_BATCH_MAX} codes in one batch`),
  paidBy: safeString({ error: 'Say who paid' })
    .trim()
    .min(1, 'Say who paid')
    .max(120, 'At most 120 characters'),
  paymentReference: safeString({ error: 'Enter their payment’s reference' })
    .trim()
    .min(1, 'Enter their payment’s reference')
    .max(120, 'At most 120 characters'),
  /** What the sponsor paid, in rand ("18000" or "18000.50"); optional. */
  amount: z
    .string()
    .trim()
    .max(12, 'Enter an amount in rand, like 18000 or 18000.50')
    .regex(/^(\d+(\.\d{1,2})?)?$/, 'Enter an amount in rand, like 18000 or 18000.50')
    .optional(),
});
export type TSponsorBatchRequest = z.input<typeof ZSponsorBatchRequest>;

/** One batch on /admin/billing, with how many of its codes are redeemed and by whom. */
export const ZSponsorBatch = z.object({
  id: z.string(),
  tier: ZTier,
  months: z.number().int(),
  size: z.number().int(),
  paidBy: z.string(),
  paymentReference: z.string(),
  /** Subunits, when the sponsor's payment was recorded. */
  amount: z.number().int().nullable(),
  currency: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  redeemed: z.number().int(),
  revoked: z.number().int(),
  /** The learners who redeemed a code, newest first (emails; null for a deleted account). */
  redeemers: z.array(z.object({ email: z.string().nullable(), redeemedAt: z.string() })),
});
export type TSponsorBatch = z.infer<typeof ZSponsorBatch>;

export const ZSponsorBatches = z.object({ batches: z.array(ZSponsorBatch) });
export type TSponsorBatches = z.infer<typeof ZSponsorBatches>;

export const ZSponsorBatchParams = z.object({ id: z.uuid({ error: 'No batch has that id' }) });

export const ZRevokeSponsorBatchResponse = z.object({ revoked: z.number().int() });
