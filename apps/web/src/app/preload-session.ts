import { meQueryOptions } from '../entities/session/session.ts';
import { queryClient } from '../lib/query-client.ts';

/**
 * A signed-in page opened from its link: who is signed in goes in the query cache while the
 * page's code loads (its GET was started by app/routes.tsx `preloadRoute`).
 */
export function preload() {
  void queryClient.prefetchQuery(meQueryOptions());
  return undefined;
}
