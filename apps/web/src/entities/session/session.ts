import {
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { DEFAULT_TIME_ZONE } from '@thinkbuild/core/format';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TMe } from '@thinkbuild/core/schemas/account';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, api } from '../../lib/api-client.ts';
import { SESSION_QUERY_KEY } from '../../lib/query-client.ts';
import { showToast } from '../../lib/toast.ts';
import { clearDownloads } from '../device/device-data.ts';
import { AUTH_CHANNEL, type TAuthMessage } from './auth-channel.ts';

/*
 * The session as the browser sees it: who is signed in (GET /api/me), kept in step across tabs.
 * Shared by the app shell (guards, header) and the features, and only ever loaded by lazy
 * layouts: the landing page never pays for TanStack Query.
 */

export const ME_QUERY_KEY = SESSION_QUERY_KEY;

/** The signed-in user, or null when signed out: a 401 here is an answer, not an error. */
export async function getMe(): Promise<TMe | null> {
  try {
    return await api<TMe>(apiPaths.me());
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: getMe,
    staleTime: 60_000,
    // Coming back to a tab re-asks the server, so a session that ended elsewhere (another
    // browser, a password reset, an expired cookie) is noticed at once.
    refetchOnWindowFocus: 'always',
  });

export const useMe = () => useQuery(meQueryOptions());

/**
 * The zone dates are written in: the server's TIME_ZONE, which /api/me carries (one source for
 * pages, messages and mail); core's default until the answer is in.
 */
export const useTimeZone = () => useMe().data?.timeZone ?? DEFAULT_TIME_ZONE;

/** Asks the server again, ignoring the cache; used right after signing in or up. */
export const refreshMe = (queryClient: QueryClient) =>
  queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });

// ---- Other tabs ---------------------------------------------------------------------------

let channel: BroadcastChannel | null | undefined;

/**
 * One channel object per tab: a BroadcastChannel never receives its own messages, so the tab
 * that signs out handles itself and every other tab hears about it.
 */
function authChannel() {
  if (channel === undefined) {
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
  }
  return channel;
}

/** Tells the other tabs of this browser that the session changed. Carries no user data. */
export function broadcastAuth(message: TAuthMessage) {
  authChannel()?.postMessage(message);
}

/** Forgets the user in this tab: `me` becomes null (guards redirect) and cached data goes. */
export function clearSession(queryClient: QueryClient) {
  queryClient.setQueryData(ME_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
}

/** Listens to the other tabs; mounted once by each layout that owns the query cache. */
export function useSessionSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const ch = authChannel();
    if (!ch) return;
    const onMessage = (event: MessageEvent<TAuthMessage>) => {
      if (event.data?.type === 'signed-out') clearSession(queryClient);
      else queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    ch.addEventListener('message', onMessage);
    return () => ch.removeEventListener('message', onMessage);
  }, [queryClient]);
}

// ---- Signing out --------------------------------------------------------------------------

/**
 * Set when this tab signed out on purpose, so the guard sends the visitor to a plain /login
 * instead of "/login?next=<the page they just left>". Cleared by the next sign-in.
 */
let signedOutHere = false;
export const wasSignedOutHere = () => signedOutHere;
/** The account was deleted in this tab (account feature): the same plain /login as a sign-out. */
export const markSignedOutHere = () => {
  signedOutHere = true;
};
export const resetSignedOutHere = () => {
  signedOutHere = false;
};

export const signOut = () => api<unknown>('/auth/sign-out', { method: 'POST', body: '{}' });

/** Sign out (header and /account): server, this tab, the other tabs, then /login. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // Answers made offline go first, while the session can still send them (decisions/022).
      await Promise.race([
        import('../device/outbox/sync.ts')
          .then((outbox) => outbox.syncNow())
          .catch(() => undefined),
        new Promise((done) => setTimeout(done, 5_000)),
      ]);
      try {
        await signOut();
      } catch (error) {
        // Already signed out (expired cookie, another tab): the goal is reached.
        if (!(error instanceof ApiError && error.status === 401)) throw error;
      }
      // A shared browser keeps nothing of the account that signed out (decisions/022).
      await clearDownloads();
    },
    onSuccess: () => {
      signedOutHere = true;
      clearSession(queryClient);
      broadcastAuth({ type: 'signed-out' });
      navigate('/login', { replace: true });
    },
    onError: () => showToast('Signing out failed. Check your connection and try again.', 'error'),
  });
}
