import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminSubscribersPage } from '@thinkbuild/core/schemas/admin-subscribers';
import { api } from '../../../../lib/api-client.ts';
import { adminBillingKey } from './get-admin-billing.ts';

/** One page of subscribers whose email contains `q` (the server validates both). */
export const getAdminSubscribers = (page: number, q: string) =>
  api<TAdminSubscribersPage>(
    `/admin/billing/subscribers?${new URLSearchParams({ page: String(page), q })}`,
  );

export const adminSubscribersQueryOptions = (page: number, q: string) =>
  queryOptions({
    queryKey: [...adminBillingKey, 'subscribers', page, q],
    queryFn: () => getAdminSubscribers(page, q),
    // The page being read stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useAdminSubscribers = (page: number, q: string) =>
  useQuery(adminSubscribersQueryOptions(page, q));
