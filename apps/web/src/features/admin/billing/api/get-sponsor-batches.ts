import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSponsorBatches } from '@thinkbuild/core/schemas/sponsor-codes';
import { api } from '../../../../lib/api-client.ts';
import { adminBillingKey } from './get-admin-billing.ts';

export const sponsorBatchesKey = [...adminBillingKey, 'sponsor-batches'] as const;

/** The sponsor batches, newest first, with how many codes are redeemed and by whom. */
export const getSponsorBatches = () => api<TSponsorBatches>('/admin/billing/sponsor-batches');

export const sponsorBatchesQueryOptions = () =>
  queryOptions({ queryKey: sponsorBatchesKey, queryFn: getSponsorBatches });

export const useSponsorBatches = () => useQuery(sponsorBatchesQueryOptions());

/** A plain link, not fetch: the browser saves the server's attachment as a file. */
export const sponsorCodesCsvUrl = (batchId: string) =>
  `/api/admin/billing/sponsor-batches/${encodeURIComponent(batchId)}/codes.csv`;
