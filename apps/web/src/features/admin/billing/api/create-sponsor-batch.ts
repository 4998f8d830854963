import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSponsorBatch, TSponsorBatchRequest } from '@thinkbuild/core/schemas/sponsor-codes';
import { api } from '../../../../lib/api-client.ts';
import { sponsorBatchesKey } from './get-sponsor-batches.ts';

export const createSponsorBatch = (body: TSponsorBatchRequest) =>
  api<TSponsorBatch>('/admin/billing/sponsor-batches', {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** Makes a batch of codes; the list is read again with it on top. */
export function useCreateSponsorBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createSponsorBatch,
    onSuccess: () => client.invalidateQueries({ queryKey: sponsorBatchesKey }),
  });
}
