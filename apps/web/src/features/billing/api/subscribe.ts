import { useMutation } from '@tanstack/react-query';
import type { TSubscribeRequest, TSubscribeResponse } from '@thinkbuild/core/schemas/billing';
import { checkoutUrlOf } from '../../../entities/plan/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, useIntentKey } from '../../../lib/idempotency-key.ts';
import { useOnRestoredFromCache } from '../../../lib/navigation.ts';

/** POST /api/subscription: starts a checkout for a plan or the once-off offer. */
export const subscribe = (body: TSubscribeRequest, key: string) =>
  api<TSubscribeResponse>('/subscription', {
    method: 'POST',
    headers: idempotencyHeaders(key),
    body: JSON.stringify(body),
  });

/**
 * Subscribe, then leave for the payment page (SPEC.md §4). The mutation stays pending while the
 * browser navigates away, so the button cannot be pressed twice. Failures are for the screen to
 * word (`subscribeErrorMessage`).
 */
export function useSubscribe() {
  const intent = useIntentKey();
  const mutation = useMutation({
    mutationFn: async (body: TSubscribeRequest) => {
      const answer = await subscribe(body, intent.keyFor(JSON.stringify(body)));
      // Coming back (Back from the checkout page) and choosing again is a new intent.
      intent.done();
      const url = checkoutUrlOf(answer);
      window.location.assign(url);
      // Never settles: the page is being replaced by the checkout.
      await new Promise<never>(() => {});
    },
  });
  useOnRestoredFromCache(mutation.reset);
  return mutation;
}
