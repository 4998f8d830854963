import { useMutation } from '@tanstack/react-query';
import type { TSignUpRequest } from '@thinkbuild/core/schemas/account';
import { api } from '../../../lib/api-client.ts';

/** Where the emailed link lands (through the server, which adds ?token= or ?error=). */
export const RESET_PASSWORD_PATH = '/reset-password';

/** Always 200, whether or not the email has an account: no account discovery. */
export const requestPasswordReset = ({ email }: Pick<TSignUpRequest, 'email'>) =>
  api<unknown>('/auth/request-password-reset', {
    method: 'POST',
    body: JSON.stringify({ email, redirectTo: RESET_PASSWORD_PATH }),
  });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
