import {
  ANNUAL_PRICES,
  CURRENCY,
  MONTHLY_PRICES,
  planCode,
  type TInterval,
  toSubunits,
} from './plans.ts';
import { TIERS, type TTier } from './roles.ts';

export type TPlanCode = ReturnType<typeof planCode>;

export type TPlan = {
  code: TPlanCode;
  tier: TTier;
  interval: TInterval;
  /** Whole rand, as shown. */
  price: number;
  /** What Paystack charges, in subunits (cents). */
  amount: number;
  currency: typeof CURRENCY;
};

/** The six subscription plans of SPEC.md §9, by code. */
export const PLANS: Record<TPlanCode, TPlan> = Object.fromEntries(
  TIERS.flatMap((tier) =>
    (['monthly', 'annually'] as const).map((interval) => {
      const price = (interval === 'monthly' ? MONTHLY_PRICES : ANNUAL_PRICES)[tier];
      const code = planCode(tier, interval);
      return [code, { code, tier, interval, price, amount: toSubunits(price), currency: CURRENCY }];
    }),
  ),
) as Record<TPlanCode, TPlan>;

export const isPlanCode = (value: unknown): value is TPlanCode =>
  typeof value === 'string' && Object.hasOwn(PLANS, value);

export type TChargeCheck = { ok: true } | { ok: false; reason: string };

/**
 * A payment may grant a plan only if it paid that plan's price in its currency. Paystack's NGN
 * documentation samples, for instance, must never unlock anything.
 */
export function checkChargeForPlan(plan: TPlan, amount: number, currency: string): TChargeCheck {
  if (currency.toUpperCase() !== plan.currency) {
    return {
      ok: false,
      reason: `currency ${currency} is not ${plan.currency} for plan ${plan.code}`,
    };
  }
  if (amount !== plan.amount) {
    return {
      ok: false,
      reason: `amount ${amount} is not ${plan.amount} (${plan.currency} subunits) for plan ${plan.code}`,
    };
  }
  return { ok: true };
}
