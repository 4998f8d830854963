import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TGuardianDecision,
  TGuardianRequestView,
  TGuardianStatus,
} from '@thinkbuild/core/schemas/guardian';
import { refreshMe } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';

type TMessage = { message: string };

/** POST /api/guardian-consent/view: what the consent link's page shows (no session needed). */
export const viewConsent = (token: string) =>
  api<TGuardianRequestView>('/guardian-consent/view', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });

export const useConsentRequest = (token: string) =>
  useQuery({
    queryKey: ['guardian-consent', token],
    queryFn: () => viewConsent(token),
    enabled: token.length > 0,
    retry: false,
  });

/** POST /api/guardian-consent: the parent's or guardian's answer. */
export const useDecideConsent = () =>
  useMutation({
    mutationFn: ({ token, decision }: { token: string; decision: TGuardianDecision }) =>
      api<TMessage>('/guardian-consent', {
        method: 'POST',
        body: JSON.stringify({ token, decision }),
      }),
  });

const statusKey = ['account', 'guardian'] as const;

/** GET /api/account/guardian-consent: whom the learner named, and whether they agreed. */
export const guardianStatusQuery = () =>
  queryOptions({
    queryKey: statusKey,
    queryFn: () => api<{ guardian: TGuardianStatus | null }>('/account/guardian-consent'),
  });

export const useGuardianStatus = () => useQuery(guardianStatusQuery());

/** POST /api/account/guardian-consent/resend: the link again, to a corrected address if given. */
export function useResendConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianEmail?: string) =>
      api<TMessage>('/account/guardian-consent/resend', {
        method: 'POST',
        body: JSON.stringify(guardianEmail ? { guardianEmail } : {}),
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: statusKey });
      // The guardian may have agreed meanwhile: who-am-I says whether the hold is gone.
      await refreshMe(queryClient);
    },
  });
}
