import { formatCount } from '@thinkbuild/core/format';
import {
  LIFETIME_USER_LIMIT_ALTERNATIVE,
  LIFETIME_USER_LIMIT_DEFAULT,
  MINIMUM_AGE,
  PARENTAL_PERMISSION_UNDER,
} from '@thinkbuild/core/plans';

/** The numbers the legal texts quote, all from the shared constants (SPEC.md §9). */
export const LEGAL = {
  minimumAge: MINIMUM_AGE,
  parentalUnder: PARENTAL_PERMISSION_UNDER,
  lifetimeLimit: formatCount(LIFETIME_USER_LIMIT_DEFAULT),
  lifetimeLimitEarlierCopy: formatCount(LIFETIME_USER_LIMIT_ALTERNATIVE),
  supportEmail: 'support@thinkbuild.co.za',
  company: 'ThinkBuild',
  country: 'the Republic of South Africa',
} as const;
