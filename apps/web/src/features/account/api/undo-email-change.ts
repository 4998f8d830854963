import { useMutation } from '@tanstack/react-query';
import type { TUndoEmailChangeResponse } from '@thinkbuild/core/schemas/account-security';
import { api } from '../../../lib/api-client.ts';

/** POST /api/account/email-change/undo: "This wasn't me" from the old address's notice. */
export const undoEmailChange = (token: string) =>
  api<TUndoEmailChangeResponse>('/account/email-change/undo', {
    method: 'POST',
    body: JSON.stringify({ token }),
  });

export const useUndoEmailChange = () => useMutation({ mutationFn: undoEmailChange });
