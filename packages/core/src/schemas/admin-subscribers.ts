import { z } from 'zod';
import { safeString } from '../text.ts';

/** GET /api/admin/billing/subscribers: one page of subscriptions, searchable by email. */

/** Subscribers listed on one page of /admin/billing. */
export const SUBSCRIBERS_PAGE_SIZE = 25;
/** The longest search an admin can type: the longest email address (RFC 5321). */
export const MAX_SUBSCRIBER_SEARCH = 254;
const MAX_PAGE = 100_000;

export const ZAdminSubscribersQuery = z.object({
  page: z.coerce
    .number({ error: 'The page is a whole number from 1' })
    .int('The page is a whole number from 1')
    .min(1, 'The page is a whole number from 1')
    .max(MAX_PAGE, `The page is at most ${MAX_PAGE}`)
    .default(1),
  /** Part of an email address, any case; empty lists everyone. */
  q: safeString({ error: 'Search for part of an email address' })
    .trim()
    .max(MAX_SUBSCRIBER_SEARCH, `Search for at most ${MAX_SUBSCRIBER_SEARCH} characters`)
    .default(''),
});
export type TAdminSubscribersQuery = z.infer<typeof ZAdminSubscribersQuery>;

/**
 * Where a subscription stands: `active` renews; `non-renewing` was cancelled and keeps access
 * until `accessUntil`; `attention` missed a payment that Paystack is retrying; `ending` was
 * stopped at Paystack with paid time left (until `accessUntil`); `scheduled` is a plan change
 * that starts (and is first charged) on `startsAt`.
 */
export const SUBSCRIBER_STATUSES = [
  'active',
  'non-renewing',
  'attention',
  'ending',
  'scheduled',
] as const;
export type TSubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export const ZAdminSubscriber = z.object({
  /** The learner's name as they gave it ("" when they gave none). */
  name: z.string(),
  email: z.string(),
  /** A plan code (an old, unknown one is passed on as it is). */
  plan: z.string(),
  status: z.enum(SUBSCRIBER_STATUSES),
  /** When Paystack charges next (null: it will not charge again). */
  nextPaymentDate: z.string().nullable(),
  /** The end of the paid time of a subscription that will not renew. */
  accessUntil: z.string().nullable(),
  startsAt: z.string().nullable(),
});
export type TAdminSubscriber = z.infer<typeof ZAdminSubscriber>;

export const ZAdminSubscribersPage = z.object({
  subscribers: z.array(ZAdminSubscriber),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Subscriptions matching the search, on every page. */
  total: z.number().int(),
  q: z.string(),
});
export type TAdminSubscribersPage = z.infer<typeof ZAdminSubscribersPage>;
