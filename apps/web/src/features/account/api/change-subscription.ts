import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPlanCode } from '@thinkbuild/core/billing';
import type {
  TChangePreviewResponse,
  TChangeSubscriptionRequest,
  TSubscriptionActionResponse,
} from '@thinkbuild/core/schemas/billing';
import { ME_QUERY_KEY } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, useIntentKey } from '../../../lib/idempotency-key.ts';
import { useOnRestoredFromCache } from '../../../lib/navigation.ts';
import { billingHistoryKeys } from './billing-history.ts';
import { customerKeys } from './get-customer.ts';

/** POST /api/subscription/change: switch the current subscription to another plan. */
export const changeSubscription = (body: TChangeSubscriptionRequest, key: string) =>
  api<TSubscriptionActionResponse>('/subscription/change', {
    method: 'POST',
    headers: idempotencyHeaders(key),
    body: JSON.stringify(body),
  });

/** After a change or a cancel: the billing details and the role both come from the server again. */
export const refreshBilling = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: customerKeys.all }),
    queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }),
    // The charge, refund or cancel it made is in the history and its messages.
    queryClient.invalidateQueries({ queryKey: billingHistoryKeys.all }),
  ]);

/**
 * Change plans. When the new plan must be paid on a checkout page first, the browser goes there
 * (the mutation then never settles, so nothing can be pressed twice meanwhile).
 */
export function useChangeSubscription() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  const mutation = useMutation({
    mutationFn: async (body: TChangeSubscriptionRequest) => {
      const answer = await changeSubscription(body, intent.keyFor(JSON.stringify(body)));
      intent.done();
      if (answer.success && answer.authorization_url) {
        window.location.assign(answer.authorization_url);
        await new Promise<never>(() => {});
      }
      await refreshBilling(queryClient);
      return answer;
    },
  });
  useOnRestoredFromCache(mutation.reset);
  return mutation;
}

/** GET /api/subscription/change?plan=…: what the change would cost or when it would start. */
export function useChangePreview(plan: TPlanCode, enabled: boolean) {
  return useQuery({
    queryKey: ['change-preview', plan],
    queryFn: () => api<TChangePreviewResponse>(`/subscription/change?plan=${plan}`),
    enabled,
    staleTime: 0,
  });
}
