import { isPlanCode, OFFER_CODE, PLANS } from './billing.ts';
import { isPassCode, monthsText, PASSES, passName } from './passes.ts';
import type { TInterval } from './plans.ts';
import { ROLE_LABELS } from './roles.ts';

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

/**
 * "Builder monthly (builderm)", "Once-off offer (offer)": a purchase as the payments ledger
 * names it, the human name first and the code after it for filtering; an unknown (old) code is
 * written as it is.
 */
export function ledgerPlanName(code: string | null | undefined): string {
  if (!code) return '';
  if (code === OFFER_CODE) return `Once-off offer (${code})`;
  if (isPassCode(code)) {
    return `${passName(PASSES[code].tier)} ${monthsText(PASSES[code].months)} (${code})`;
  }
  if (!isPlanCode(code)) return code;
  const { tier, interval } = PLANS[code];
  return `${ROLE_LABELS[tier]} ${interval} (${code})`;
}

/** One charge and what has gone back of it: the refunds Paystack processed (whole or part). */
export type TChargeWithRefunds = { amount: number; currency: string; refunded: number };

/**
 * Revenue per currency net of refunds: each charge less what was refunded of it (never below
 * zero: a charge cannot lose more than it brought). Currencies in alphabetical order.
 */
export function netRevenue(charges: readonly TChargeWithRefunds[]) {
  const totals = new Map<string, { gross: number; refunded: number }>();
  for (const c of charges) {
    const t = totals.get(c.currency) ?? { gross: 0, refunded: 0 };
    t.gross += c.amount;
    t.refunded += Math.min(Math.max(c.refunded, 0), c.amount);
    totals.set(c.currency, t);
  }
  return [...totals.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, t]) => ({
      currency,
      amount: t.gross - t.refunded,
      refunded: t.refunded,
    }));
}

/**
 * What a dispute takes off the ledger (subunits, never negative): the disputed amount, but no
 * more than what is left of the charge after its processed refunds, so a payment refunded in
 * full and disputed is subtracted once; nothing when the dispute was resolved for the merchant
 * (the money stayed).
 */
export function disputeLoss(input: {
  charged: number;
  refunded: number;
  disputed: number;
  wonByMerchant: boolean;
}): number {
  if (input.wonByMerchant) return 0;
  const left = Math.max(input.charged - Math.max(input.refunded, 0), 0);
  return Math.min(Math.max(input.disputed, 0), left);
}
