import { useMutation } from '@tanstack/react-query';
import type { TSubscribeRequest, TSubscribeResponse } from '@thinkbuild/core/schemas/billing';
import { api } from '../../../lib/api-client.ts';
import { useOnRestoredFromCache } from '../../../lib/navigation.ts';
import { checkoutUrlOf } from '../../../lib/plans.ts';

/** POST /api/subscription: starts a checkout for a plan or the once-off offer. */
export const subscribe = (body: TSubscribeRequest) =>
  api<TSubscribeResponse>('/subscription', { method: 'POST', body: JSON.stringify(body) });

/**
 * Subscribe, then leave for the payment page (SPEC.md §4). The mutation stays pending while the
 * browser navigates away, so the button cannot be pressed twice. Failures are for the screen to
 * word (`subscribeErrorMessage`).
 */
export function useSubscribe() {
  const mutation = useMutation({
    mutationFn: async (body: TSubscribeRequest) => {
      const url = checkoutUrlOf(await subscribe(body));
      window.location.assign(url);
      // Never settles: the page is being replaced by the checkout.
      await new Promise<never>(() => {});
    },
  });
  useOnRestoredFromCache(mutation.reset);
  return mutation;
}
