import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSubscriptionActionResponse } from '@thinkbuild/core/schemas/billing';
import { api } from '../../../lib/api-client.ts';
import { refreshBilling } from './change-subscription.ts';

/** POST /api/subscription/cancel: stop renewing; access lasts to the end of the paid period. */
export const cancelSubscription = () =>
  api<TSubscriptionActionResponse>('/subscription/cancel', { method: 'POST', body: '{}' });

export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const answer = await cancelSubscription();
      await refreshBilling(queryClient);
      return answer;
    },
  });
}
