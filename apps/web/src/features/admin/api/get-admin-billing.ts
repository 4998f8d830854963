import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { TAdminBilling } from '@thinkbuild/core/schemas/admin-billing';
import type { TAdminSubscribersPage } from '@thinkbuild/core/schemas/admin-subscribers';
import { api } from '../../../lib/api-client.ts';

export const getAdminBilling = () => api<TAdminBilling>('/admin/billing');

export const adminBillingQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'billing'],
    queryFn: getAdminBilling,
    // While a reconcile run waits or works, its healings are about to appear.
    refetchInterval: (query) => (query.state.data?.reconcile.busy ? 1500 : false),
  });

/** "Reconcile with Paystack now": queues a run; the page follows it until it is done. */
export function useReconcileNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ queued: true }>('/admin/billing/reconcile', { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'billing'] }),
  });
}

/** Retry a job that exhausted its attempts. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ id: string; type: string }>(`/admin/billing/jobs/${encodeURIComponent(id)}/retry`, {
        method: 'POST',
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['admin', 'billing'] }),
  });
}

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
