import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPasskeySummary, TPasskeysResponse } from '@thinkbuild/core/schemas/sign-in-factors';
import { api } from '../../../lib/api-client.ts';
import { useRefreshMe } from './account-settings.ts';
import { sessionsKeys } from './get-sessions.ts';

/*
 * Two-factor sign-in and passkeys on /account: better-auth's endpoints behind our bridge
 * (decisions/035). Turning two-factor on or off replaces this browser's session, so who is
 * signed in and the session list are asked again.
 */

const post = <T>(path: string, body: unknown = {}) =>
  api<T>(path, { method: 'POST', body: JSON.stringify(body) });

export type TTwoFactorSetup = { totpURI: string; backupCodes: string[] };

/** Step 1: the password; the answer is the app's link (QR code) and the backup codes. */
export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: (password: string) =>
      post<TTwoFactorSetup>('/auth/two-factor/enable', { password }),
  });

function useAfterSessionChange() {
  const queryClient = useQueryClient();
  const refreshMe = useRefreshMe();
  return async () => {
    await refreshMe();
    await queryClient.invalidateQueries({ queryKey: sessionsKeys.all });
  };
}

/**
 * Step 2: the app's first code; two-factor sign-in is on from then on. `onOn` runs before
 * /api/me is asked again, so the backup codes are on screen before the card shows "on".
 */
export function useConfirmTwoFactor(onOn: () => void) {
  const after = useAfterSessionChange();
  return useMutation({
    mutationFn: async (code: string) => {
      await post('/auth/two-factor/verify-totp', { code });
      onOn();
    },
    onSuccess: after,
  });
}

/** Off: the password and a code (the app's or a backup code). */
export function useTurnOffTwoFactor() {
  const after = useAfterSessionChange();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) =>
      post('/auth/two-factor/disable', body),
    onSuccess: after,
  });
}

const passkeysKey = ['account', 'passkeys'] as const;

export const usePasskeys = () =>
  useQuery({
    queryKey: passkeysKey,
    queryFn: () => api<TPasskeysResponse>('/auth/passkey/list'),
  });

function usePasskeyChange<TInput>(send: (input: TInput) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

/** Adds a passkey: the server's options, the browser's ceremony, the server checks and keeps it. */
export const useAddPasskey = () =>
  usePasskeyChange(async (name: string) => {
    const optionsJSON = await post<Parameters<typeof startRegistration>[0]['optionsJSON']>(
      '/auth/passkey/register-options',
    );
    const response = await startRegistration({ optionsJSON });
    return post<TPasskeySummary>('/auth/passkey/register', { name, response });
  });

export const useRenamePasskey = () =>
  usePasskeyChange((body: { id: string; name: string }) => post('/auth/passkey/rename', body));

export const useRemovePasskey = () =>
  usePasskeyChange((id: string) => post('/auth/passkey/remove', { id }));
