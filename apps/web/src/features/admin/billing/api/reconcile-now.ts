import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminBillingKey } from './get-admin-billing.ts';

export const reconcileNow = () =>
  api<{ queued: true }>('/admin/billing/reconcile', { method: 'POST' });

/** "Reconcile with Paystack now": queues a run; the page follows it until it is done. */
export function useReconcileNow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reconcileNow,
    onSuccess: () => client.invalidateQueries({ queryKey: adminBillingKey }),
  });
}
