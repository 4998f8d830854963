import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import type { TAdminSubscribersPage } from '@thinkbuild/core/schemas/admin-subscribers';
import { api } from '../../../lib/api-client.ts';

export const getAdminBilling = () => api<TAdminBilling>('/admin/billing');

export const adminBillingQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'billing'], queryFn: getAdminBilling });

export const useAdminBilling = () => useQuery(adminBillingQueryOptions());

/** A plain link, not fetch: the browser saves the server's attachment as a file. */
export const PAYMENTS_CSV_URL = '/api/admin/billing/payments.csv';

/** One page of subscribers whose email contains `q` (the server validates both). */
export const getAdminSubscribers = (page: number, q: string) =>
  api<TAdminSubscribersPage>(
    `/admin/billing/subscribers?${new URLSearchParams({ page: String(page), q })}`,
  );

export const useAdminSubscribers = (page: number, q: string) =>
  useQuery({
    queryKey: ['admin', 'billing', 'subscribers', page, q],
    queryFn: () => getAdminSubscribers(page, q),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
