import type { TInterval } from './plans.ts';

/** One subscription that will renew: its billing period and what each renewal charges. */
export type TRecurringCharge = {
  interval: TInterval;
  /** Subunits (cents) charged each period. */
  amount: number;
};

/**
 * Monthly recurring revenue in subunits: a monthly plan counts in full, an annual plan as 1/12
 * of its price per month. The twelfths are summed exactly and rounded once, so three Creator
 * annual plans (R4000 each) make R1000.00 a month, not R999.99.
 */
export function monthlyRecurringRevenue(charges: readonly TRecurringCharge[]): number {
  let monthly = 0;
  let annual = 0;
  for (const c of charges) {
    if (c.interval === 'monthly') monthly += c.amount;
    else annual += c.amount;
  }
  return monthly + Math.round(annual / 12);
}
