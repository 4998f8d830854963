import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type TAcceptTermsRequest,
  TERMS_VERSION,
  type TMe,
} from '@thinkbuild/core/schemas/account';
import { ME_QUERY_KEY } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';

/** Records that the signed-in user accepted the current terms and is 13 or older. */
export const acceptTerms = () =>
  api<TMe>('/me/terms', {
    method: 'POST',
    body: JSON.stringify({
      version: TERMS_VERSION,
      ageConfirmed: true,
    } satisfies TAcceptTermsRequest),
  });

export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptTerms,
    onSuccess: (me) => queryClient.setQueryData(ME_QUERY_KEY, me),
  });
}
