import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubscriptionActionResponse } from '@thinkbuild/core/schemas/billing';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, useIntentKey } from '../../../lib/idempotency-key.ts';
import { refreshBilling } from './change-subscription.ts';

/** POST /api/subscription/cancel: stop renewing; access lasts to the end of the paid period. */
export const cancelSubscription = (key: string) =>
  api<TSubscriptionActionResponse>('/subscription/cancel', {
    method: 'POST',
    headers: idempotencyHeaders(key),
    body: '{}',
  });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: async () => {
      const answer = await cancelSubscription(intent.keyFor('cancel'));
      intent.done();
      await refreshBilling(queryClient);
      return answer;
    },
  });
}
