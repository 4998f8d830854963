import { isPlanCode } from '@thinkbuild/core';
import { z } from 'zod';

/* A charge.success Paystack sent us, as stored (payment_event): what the ledger and the billing
 * history read of it. */

export const ZStoredCharge = z.looseObject({
  reference: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  plan: z.unknown(),
  authorization: z.looseObject({ last4: z.string().nullish() }).nullish(),
});
export type TStoredCharge = z.infer<typeof ZStoredCharge>;

/** The charge in a stored event's payload (`{ event, data }`), or null when it is not one. */
export function storedChargeOf(payload: unknown): TStoredCharge | null {
  const data = typeof payload === 'object' && payload && 'data' in payload ? payload.data : null;
  return ZStoredCharge.safeParse(data).data ?? null;
}

/**
 * Our plan code of a charge Paystack made on a subscription: its plan's name ends with
 * "[builderm]" (providerPlanName); failing that, the outcome we recorded names it.
 */
export function planOfCharge(plan: unknown, outcome: string | null): string | null {
  const name = typeof plan === 'object' && plan && 'name' in plan ? String(plan.name) : '';
  const fromName = /\[(\w+)\]$/.exec(name)?.[1];
  if (isPlanCode(fromName)) return fromName;
  const fromOutcome = /^(\w+) charge recorded/.exec(outcome ?? '')?.[1];
  return isPlanCode(fromOutcome) ? fromOutcome : null;
}
