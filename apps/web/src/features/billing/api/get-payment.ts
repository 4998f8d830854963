import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentStatusResponse } from '@thinkbuild/core/schemas/billing';
import { api } from '../../../lib/api-client.ts';

/** GET /api/payments/:reference: where a checkout stands (the server verifies while pending). */
export const getPayment = (reference: string) =>
  api<TPaymentStatusResponse>(`/payments/${encodeURIComponent(reference)}`);

/** How often the return page asks while the payment is pending. */
export const PAYMENT_POLL_MS = 1500;

export const paymentQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: ['payments', reference],
    queryFn: () => getPayment(reference),
    staleTime: 0,
  });

/**
 * The payment, asked again every 1.5 s while it is pending and `polling` allows (the page stops
 * after a while and offers "Check again" instead of asking forever).
 */
export const usePayment = (reference: string, polling: boolean) =>
  useQuery({
    ...paymentQueryOptions(reference),
    refetchInterval: (query) =>
      polling && query.state.data?.status === 'pending' ? PAYMENT_POLL_MS : false,
    // Keep asking when the tab is in the background: the learner may be reading another tab.
    refetchIntervalInBackground: true,
  });
