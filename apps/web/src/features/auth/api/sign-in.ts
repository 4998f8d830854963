import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  broadcastAuth,
  ME_QUERY_KEY,
  refreshMe,
  resetSignedOutHere,
} from '../../../entities/session/session.ts';
import { COOKIE_BLOCKED_MESSAGE, signIn, type TSignInRequest } from './requests.ts';

export { COOKIE_BLOCKED_MESSAGE, signIn, type TSignInRequest };

/**
 * Once the server set the session cookie (sign-in or sign-up): loads who that is into the cache
 * and tells the other tabs. Refuses when the browser did not keep the cookie.
 */
export async function enterSession(queryClient: QueryClient) {
  resetSignedOutHere();
  // Nothing cached for a previous user may survive into this session.
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_QUERY_KEY[0] });
  const me = await refreshMe(queryClient);
  if (!me) throw new Error(COOKIE_BLOCKED_MESSAGE);
  broadcastAuth({ type: 'session-changed' });
  return me;
}

/**
 * Signs in, then loads who that is into the cache: the screen redirects on `me`. An account with
 * two-factor sign-in answers `'code'`: the screen asks for the code (second-factor.ts).
 */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TSignInRequest) => {
      const answer = await signIn(body);
      if (answer?.twoFactorRedirect) return 'code' as const;
      return enterSession(queryClient);
    },
  });
}
