import type { TTier } from './roles.ts';

/** SPEC.md §9. Prices are whole rand; Paystack wants subunits (cents). */
export const CURRENCY = 'ZAR';
export const INTERVALS = ['monthly', 'annually'] as const;
export type TInterval = (typeof INTERVALS)[number];

export const MONTHLY_PRICES: Record<TTier, number> = { starter: 200, builder: 300, creator: 500 };
/** Creator annual is 4000 on /subscription and 5000 on the old account screen; 4000 is the default. */
export const ANNUAL_PRICES: Record<TTier, number> = { starter: 1500, builder: 2000, creator: 4000 };
export const CREATOR_ANNUAL_ALTERNATIVE = 5000;

/** "50% Off": the offer costs half of what it is compared with (Creator annually by default). */
export const ONCE_OFF_OFFER = { priceDivisor: 2, discountLabel: '50% Off' } as const;

/** Lifetime access for early sign-ups: 2,000 in one copy of the terms, 3,000 in the other. */
export const LIFETIME_USER_LIMIT_DEFAULT = 2000;
export const LIFETIME_USER_LIMIT_ALTERNATIVE = 3000;

export const MINIMUM_AGE = 13;
export const PARENTAL_PERMISSION_UNDER = 18;

export const planCode = (tier: TTier, interval: TInterval) =>
  `${tier}${interval === 'monthly' ? 'm' : 'a'}` as const;

export const toSubunits = (rand: number) => Math.round(rand * 100);
