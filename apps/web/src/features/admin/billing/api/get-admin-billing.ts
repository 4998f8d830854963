import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import { api } from '../../../../lib/api-client.ts';

/** The prefix of every billing query: the figures and the subscriber pages. */
export const adminBillingKey = ['admin', 'billing'] as const;

export const getAdminBilling = () => api<TAdminBilling>('/admin/billing');

export const adminBillingQueryOptions = () =>
  queryOptions({
    queryKey: adminBillingKey,
    queryFn: getAdminBilling,
    // While a reconcile run waits or works, its healings are about to appear.
    refetchInterval: (query) => (query.state.data?.reconcile.busy ? 1500 : false),
  });

export const useAdminBilling = () => useQuery(adminBillingQueryOptions());
