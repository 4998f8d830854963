import {
  LIFETIME_USER_LIMIT_ALTERNATIVE,
  LIFETIME_USER_LIMIT_DEFAULT,
  MINIMUM_AGE,
  PARENTAL_PERMISSION_UNDER,
} from '@thinkbuild/core/plans';

/** 2000 → "2,000" without Intl, so the prerendered HTML and the browser agree. */
const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The numbers the legal texts quote, all from the shared constants (SPEC.md §9). */
export const LEGAL = {
  minimumAge: MINIMUM_AGE,
  parentalUnder: PARENTAL_PERMISSION_UNDER,
  lifetimeLimit: thousands(LIFETIME_USER_LIMIT_DEFAULT),
  lifetimeLimitEarlierCopy: thousands(LIFETIME_USER_LIMIT_ALTERNATIVE),
  supportEmail: 'support@thinkbuild.co.za',
  company: 'ThinkBuild',
  country: 'the Republic of South Africa',
} as const;
