import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TBillingHistoryResponse,
  TReceiptResponse,
} from '@thinkbuild/core/schemas/billing-history';
import { api } from '../../../lib/api-client.ts';

export const billingHistoryKeys = {
  all: ['billing-history'] as const,
  receipt: (reference: string) => ['billing-history', 'receipt', reference] as const,
};

/** GET /api/billing/history: every charge and refund, and the latest billing messages. */
export const getBillingHistory = () => api<TBillingHistoryResponse>('/billing/history');

export const useBillingHistory = () =>
  useQuery(queryOptions({ queryKey: billingHistoryKeys.all, queryFn: getBillingHistory }));

/** GET /api/billing/receipts/:reference: one payment of the learner's (404 for anyone else). */
export const getReceipt = (reference: string) =>
  api<TReceiptResponse>(`/billing/receipts/${encodeURIComponent(reference)}`);

export const useReceipt = (reference: string) =>
  useQuery(
    queryOptions({
      queryKey: billingHistoryKeys.receipt(reference),
      queryFn: () => getReceipt(reference),
      retry: false,
    }),
  );
