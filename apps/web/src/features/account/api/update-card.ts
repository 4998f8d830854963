import { useMutation } from '@tanstack/react-query';
import type { TCardLinkResponse } from '@thinkbuild/core/schemas/billing';
import { api } from '../../../lib/api-client.ts';
import { useOnRestoredFromCache } from '../../../lib/navigation.ts';

/** POST /api/subscription/card: a fresh link to Paystack's page for replacing the card. */
export const cardLink = () =>
  api<TCardLinkResponse>('/subscription/card', { method: 'POST', body: '{}' });

/** Update card: the browser goes to Paystack's page (the mutation never settles meanwhile). */
export function useUpdateCard() {
  const mutation = useMutation({
    mutationFn: async () => {
      window.location.assign((await cardLink()).link);
      await new Promise<never>(() => {});
    },
  });
  useOnRestoredFromCache(mutation.reset);
  return mutation;
}
