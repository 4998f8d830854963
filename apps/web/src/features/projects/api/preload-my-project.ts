import type { Params } from 'react-router';
import { meQueryOptions } from '../../../entities/session/session.ts';
import { workspaceQueryOptions } from '../../../entities/workspace/workspace-api.ts';
import { queryClient } from '../../../lib/query-client.ts';
import { preloadCodeEditor } from '../../../ui/code-editor/index.tsx';

/**
 * My project opened from its link (a reload, a bookmark; app/routes.tsx `preloadRoute`, which
 * has already started both GETs): the session and the workspace go in the query cache under the
 * keys the page reads, and the editor's code is fetched with the page's rather than once the
 * workspace has come (the app's first render waits for it: a lazy editor would show its
 * stand-in first, and React reveals the editor no sooner than 300 ms after that). The workspace
 * is read for anyone signed in, whatever the plan, as the page reads it; a refusal is only a
 * cache entry, which the page asks again and shows. Signed out, the guard sends the visitor to
 * sign in and nothing more is asked.
 */
export function preload({ category = '', project = '' }: Params) {
  queryClient
    .fetchQuery(meQueryOptions())
    .then((me) =>
      me ? queryClient.prefetchQuery(workspaceQueryOptions({ category, project })) : undefined,
    )
    .catch(() => undefined);
  return preloadCodeEditor();
}
