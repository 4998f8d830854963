import { OFFER, offerText } from '@thinkbuild/core/billing';
import { ANNUAL_PRICES, LIFETIME_USER_LIMIT_DEFAULT, MONTHLY_PRICES } from '@thinkbuild/core/plans';
import { ROLE_LABELS, TIER_PITCH, TIERS, type TTier } from '@thinkbuild/core/roles';
import { SECTION_LABELS, SECTIONS, sectionAccess, type TSection } from '@thinkbuild/core/sections';

/** Whole rand, as the subscription page shows them: R200, R1500. */
export const rand = (amount: number) => `R${amount}`;

/**
 * The exact words of the offer (SPEC.md §2 /pricing) that do not name its price; a price is
 * shown with `useOfferText()` or <OfferPrice /> (the server's OFFER_* settings).
 */
export const OFFER_TEXT = offerText(OFFER);

/** The sections a tier unlocks, from the same rule the server enforces. */
export const tierUnlocks = (tier: TTier, section: TSection) =>
  sectionAccess(section, { signedIn: true, role: tier }).allowed;

export type TPlan = {
  tier: TTier;
  name: string;
  pitch: string;
  monthly: number;
  annual: number;
  /** What twelve monthly payments would cost minus the annual price. */
  annualSaving: number;
  sections: readonly { label: string; included: boolean }[];
};

export const PLANS: readonly TPlan[] = TIERS.map((tier) => ({
  tier,
  name: ROLE_LABELS[tier],
  pitch: TIER_PITCH[tier],
  monthly: MONTHLY_PRICES[tier],
  annual: ANNUAL_PRICES[tier],
  annualSaving: MONTHLY_PRICES[tier] * 12 - ANNUAL_PRICES[tier],
  sections: SECTIONS.map((section) => ({
    label: SECTION_LABELS[section],
    included: tierUnlocks(tier, section),
  })),
}));

/** Rows of the comparison table: who may open each section. */
export const SECTION_ROWS = SECTIONS.map((section) => ({
  section,
  label: SECTION_LABELS[section],
  note:
    section === 'build'
      ? 'Open to everyone who is signed in'
      : section === 'explanation'
        ? 'Builder and Creator'
        : 'Creator only',
}));

/** 2000 → "2,000" without Intl, so server and browser render the same text. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const EARLY_MEMBER_LIMIT = thousands(LIFETIME_USER_LIMIT_DEFAULT);
