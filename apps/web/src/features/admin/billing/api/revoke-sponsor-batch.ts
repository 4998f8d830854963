import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { sponsorBatchesKey } from './get-sponsor-batches.ts';

export const revokeSponsorBatch = (batchId: string) =>
  api<{ revoked: number }>(`/admin/billing/sponsor-batches/${encodeURIComponent(batchId)}/revoke`, {
    method: 'POST',
  });

/** "Revoke unredeemed codes": redeemed ones keep their passes. */
export function useRevokeSponsorBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeSponsorBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorBatchesKey }),
  });
}
