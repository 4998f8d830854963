import { useMutation, useQueryClient } from '@tanstack/react-query';
import { broadcastAuth, clearSession } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';

export type TResetPasswordRequest = { newPassword: string; token: string };

/** Sets the new password; a 400 naming the token field for an expired or already used link. */
export const resetPassword = (body: TResetPasswordRequest) =>
  api<unknown>('/auth/reset-password', { method: 'POST', body: JSON.stringify(body) });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => {
      // The server ends every session of that user: forget it here and let the other tabs
      // ask again who is signed in.
      clearSession(queryClient);
      broadcastAuth({ type: 'session-changed' });
    },
  });
}
