import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TPassChannel } from '@thinkbuild/core/pass-notices';
import type { TPassCode } from '@thinkbuild/core/passes';
import type { TSubscribeResponse } from '@thinkbuild/core/schemas/billing';
import type { TPassQuoteResponse } from '@thinkbuild/core/schemas/passes';
import { checkoutUrlOf } from '../../../entities/plan/plans.ts';
import { api } from '../../../lib/api-client.ts';
import { idempotencyHeaders, useIntentKey } from '../../../lib/idempotency-key.ts';
import { useOnRestoredFromCache } from '../../../lib/navigation.ts';

type TPassChoice = {
  pass: TPassCode;
  coupon?: string | undefined;
  /** A reminder's renewal: pay by the channel the pass was paid with. */
  channel?: TPassChannel | undefined;
};

const query = ({ pass, coupon }: TPassChoice) =>
  new URLSearchParams({ pass, ...(coupon ? { coupon } : {}) }).toString();

/**
 * GET /api/passes/quote: what buying this pass does for this learner (new, an extension, an
 * upgrade with credit, or why not), in the server's words and at the server's price.
 */
export function usePassQuote(choice: TPassChoice, enabled = true) {
  return useQuery({
    queryKey: ['pass-quote', choice.pass, choice.coupon ?? ''],
    queryFn: () => api<TPassQuoteResponse>(`/passes/quote?${query(choice)}`),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** POST /api/passes, then leave for the payment page (as `useSubscribe` does for a plan). */
export function useBuyPass() {
  const intent = useIntentKey();
  const mutation = useMutation({
    mutationFn: async (body: TPassChoice) => {
      const answer = await api<TSubscribeResponse>('/passes', {
        method: 'POST',
        headers: idempotencyHeaders(intent.keyFor(JSON.stringify(body))),
        body: JSON.stringify(body),
      });
      intent.done();
      window.location.assign(checkoutUrlOf(answer));
      await new Promise<never>(() => {});
    },
  });
  useOnRestoredFromCache(mutation.reset);
  return mutation;
}
