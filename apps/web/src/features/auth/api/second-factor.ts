import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { codeKind, tidyCode } from '@thinkbuild/core/schemas/sign-in-factors';
import { api } from '../../../lib/api-client.ts';
import { enterSession } from './sign-in.ts';

const post = <T>(path: string, body: unknown = {}) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body) });

/**
 * The second step of a password sign-in with two-factor on: the authenticator app's 6 digits go
 * to verify-totp, a backup code (ABCDE-12345) to verify-backup-code; then the session is ours.
 */
export function useSignInCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (typed: string) => {
      const code = tidyCode(typed);
      const path =
        codeKind(code) === 'backup'
          ? '/auth/two-factor/verify-backup-code'
          : '/auth/two-factor/verify-totp';
      await post(path, { code });
      return enterSession(queryClient);
    },
  });
}

/** "Sign in with a passkey": the browser offers this site's passkeys; no email asked. */
export function usePasskeySignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      const optionsJSON = await post<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
        '/auth/passkey/sign-in-options',
      );
      const response = await startAuthentication({ optionsJSON });
      await post('/auth/passkey/sign-in', { response });
      return enterSession(queryClient);
    },
  });
}
