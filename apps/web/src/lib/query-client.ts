import { QueryCache, QueryClient } from '@tanstack/react-query';
import { answersOffline } from './answers-offline.ts';
import { ApiError } from './api-client.ts';
import { seedFromPage } from './page-data.ts';

/**
 * The query that says who is signed in (entities/session): a 401 there is an answer, and any
 * other query's 401 asks it again.
 */
export const SESSION_QUERY_KEY = ['me'] as const;

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    // Any 401 means the session ended (expired, signed out elsewhere): ask who we are again,
    // and the guards take the visitor to /login.
    onError: (error, query) => {
      if (
        error instanceof ApiError &&
        error.status === 401 &&
        query.queryKey[0] !== SESSION_QUERY_KEY[0]
      ) {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // With downloads on this device, a query offline still asks once: the service worker may
      // answer it from a downloaded lesson's kept answers (decisions/022). Without, it waits
      // for the connection as before (nothing could answer it).
      networkMode: answersOffline() ? 'offlineFirst' : 'online',
      // A 4xx will not fix itself; retry only what might (network, 5xx).
      retry: (failureCount, error) =>
        !(error instanceof ApiError && error.status < 500) && failureCount < 2,
    },
  },
});

// A server-rendered page (the blog) brings the answers its HTML shows: no request for those.
seedFromPage(queryClient);
