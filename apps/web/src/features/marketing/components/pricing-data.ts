import { OFFER, offerText } from '@thinkbuild/core/billing';
import { formatCount, formatMoney } from '@thinkbuild/core/format';
import { ACCESS_LEVELS, featuresAddedAt } from '@thinkbuild/core/plan-matrix';
import {
  ANNUAL_PRICES,
  CURRENCY,
  LIFETIME_USER_LIMIT_DEFAULT,
  MONTHLY_PRICES,
  toSubunits,
} from '@thinkbuild/core/plans';
import { ROLE_LABELS, TIER_PITCH, TIERS, type TTier } from '@thinkbuild/core/roles';

/** Whole rand as every page writes money (core format.ts): R200, R1 500. */
export const rand = (amount: number) => formatMoney(toSubunits(amount), CURRENCY);

/**
 * The exact words of the offer (SPEC.md §2 /pricing) that do not name its price; a price is
 * shown with `useOfferText()` or <OfferPrice /> (the server's OFFER_* settings).
 */
export const OFFER_TEXT = offerText(OFFER);

export type TPlan = {
  tier: TTier;
  name: string;
  pitch: string;
  monthly: number;
  annual: number;
  /** What twelve monthly payments would cost minus the annual price. */
  annualSaving: number;
};

export const PLANS: readonly TPlan[] = TIERS.map((tier) => ({
  tier,
  name: ROLE_LABELS[tier],
  pitch: TIER_PITCH[tier],
  monthly: MONTHLY_PRICES[tier],
  annual: ANNUAL_PRICES[tier],
  annualSaving: MONTHLY_PRICES[tier] * 12 - ANNUAL_PRICES[tier],
}));

/** "Free account: Build lessons…", "Starter adds Certificates": the plan matrix, level by level. */
export const LEVEL_ADDS = ACCESS_LEVELS.map((level) => ({
  level,
  name: level === 'free' ? 'Free account' : ROLE_LABELS[level],
  features: featuresAddedAt(level).map((row) => row.label),
}));

export const EARLY_MEMBER_LIMIT = formatCount(LIFETIME_USER_LIMIT_DEFAULT);
