import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Query data a server-rendered page carries (docs/decisions/008-blog-html.md): the answers its
 * HTML was rendered from, by query key. The browser puts them in its cache before hydrating, so
 * the first render matches the HTML and asks the API nothing.
 */
export type TPageData = [QueryKey, unknown][];

export const PAGE_DATA_ID = 'page-data';

export function seedFromPage(queryClient: QueryClient) {
  if (typeof document === 'undefined') return;
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return;
  for (const [key, data] of JSON.parse(text) as TPageData) queryClient.setQueryData(key, data);
}
