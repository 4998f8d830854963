import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRevokedResponse } from '@thinkbuild/core/schemas/account-security';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './get-sessions.ts';

/** DELETE /api/account/sessions/:id: that browser is signed out at once. */
export const endSession = (id: string) =>
  api<TRevokedResponse>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** POST /api/account/sessions/sign-out-others: every browser but this one is signed out. */
export const endOtherSessions = () =>
  api<TRevokedResponse>('/account/sessions/sign-out-others', { method: 'POST', body: '{}' });

function useEnd<T>(end: (input: T) => Promise<TRevokedResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    // Refetched whatever the answer: a session that had already ended leaves the list too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

export const useEndSession = () => useEnd(endSession);
export const useEndOtherSessions = () => useEnd(endOtherSessions);
