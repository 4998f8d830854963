import { useMutation, useQueryClient } from '@tanstack/react-query';
import { broadcastAuth, clearSession } from '../../../entities/session/session.ts';

import { PASSWORD_CHANGED, resetPassword, type TResetPasswordRequest } from './requests.ts';

export { PASSWORD_CHANGED, resetPassword, type TResetPasswordRequest };

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
