import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { adminBillingKey } from '../../billing/api/get-admin-billing.ts';

export const retryJob = (id: string) =>
  api<{ id: string; type: string }>(`/admin/billing/jobs/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });

/** Retry a job that exhausted its attempts; the queue's counts come with the billing figures. */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSuccess: () => client.invalidateQueries({ queryKey: adminBillingKey }),
  });
}
