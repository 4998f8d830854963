import { queryOptions } from '@tanstack/react-query';
import type { TPublicSearchResponse } from '@thinkbuild/core/schemas/search';
import { ApiError, api } from '../../../lib/api-client.ts';

/**
 * What a visitor's results page shows: the answer of GET /api/search/public, or why there is
 * none (`refusal`: the query's field message, or the limit's). The server renders the page from
 * it (modules/search/pages.ts) under the same key.
 */
export type TVisitorSearch = {
  response: TPublicSearchResponse | null;
  refusal: string | null;
};

async function getPublicSearch(q: string): Promise<TVisitorSearch> {
  try {
    const response = await api<TPublicSearchResponse>(`/search/public?q=${encodeURIComponent(q)}`);
    return { response, refusal: null };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 429))
      return { response: null, refusal: error.body.fields?.q ?? error.message };
    throw error;
  }
}

export const publicSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', 'public', q],
    queryFn: () => getPublicSearch(q),
    enabled: q.length > 0,
  });
