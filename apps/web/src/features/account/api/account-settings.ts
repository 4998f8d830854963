import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TChangeEmailRequest } from '@thinkbuild/core/schemas/account-security';
import { useNavigate } from 'react-router';
import { clearDownloads } from '../../../entities/device/device-data.ts';
import {
  broadcastAuth,
  clearSession,
  ME_QUERY_KEY,
  markSignedOutHere,
} from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';
import { sessionsKeys } from './get-sessions.ts';

/*
 * The learner's own account: better-auth's change-password, change-email and delete-user
 * behind our bridge (errors come back as `{ code, message, fields }`), and the data download.
 */

export type TChangePassword = { currentPassword: string; newPassword: string };

/** POST /api/auth/change-password; every other session of the account ends (the server sees to it). */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TChangePassword) =>
      api<unknown>('/auth/change-password', {
        method: 'POST',
        body: JSON.stringify({ ...body, revokeOtherSessions: true }),
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}

/** Where the link in the confirmation mail leads back to (a path on this site). */
export const EMAIL_CHANGED_CALLBACK = '/account?email=changed';

/**
 * POST /api/auth/change-email with the current password: a link goes to the new address, a
 * notice to the old one; nothing changes until the link is opened.
 */
export function useChangeEmail() {
  return useMutation({
    mutationFn: (body: Omit<TChangeEmailRequest, 'callbackURL'>) =>
      api<unknown>('/auth/change-email', {
        method: 'POST',
        body: JSON.stringify({ ...body, callbackURL: EMAIL_CHANGED_CALLBACK }),
      }),
  });
}

/** POST /api/auth/delete-user with the password (the caller signs the browser out after). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (password: string) =>
      api<unknown>('/auth/delete-user', { method: 'POST', body: JSON.stringify({ password }) }),
  });
}

/**
 * After the account is gone: signed out as a sign-out does (this tab, the other tabs, then a
 * plain /login: "/login?next=/account" would lead back to an account that no longer exists).
 */
export function useLeaveDeletedAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    markSignedOutHere();
    void clearDownloads();
    clearSession(queryClient);
    broadcastAuth({ type: 'signed-out' });
    navigate('/login', { replace: true });
  };
}

/** GET /api/account/data, saved as a file by the browser. */
export async function downloadMyData() {
  const data = await api<{ exportedAt: string }>('/account/data');
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `thinkbuild-my-data-${data.exportedAt.slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers start the download a tick later.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });

/** After the email changed: /api/me carries the new one. */
export const useRefreshMe = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
};
