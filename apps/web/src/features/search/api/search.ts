import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSearchResponse } from '@thinkbuild/core/schemas/search';
import { api } from '../../../lib/api-client.ts';

/** GET /api/search?q=: lessons and posts, ranked, with highlighted snippets. */
export const getSearch = (q: string) => api<TSearchResponse>(`/search?q=${encodeURIComponent(q)}`);

export const searchQueryOptions = (q: string) =>
  queryOptions({ queryKey: ['search', q], queryFn: () => getSearch(q), enabled: q.length > 0 });

export const useSearch = (q: string) => useQuery(searchQueryOptions(q));
