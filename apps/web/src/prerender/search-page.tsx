import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from 'react-router';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';
import DataLayout from '../app/data-layout.tsx';
import { Layout } from '../app/layout.tsx';
import {
  publicSearchQueryOptions,
  type TVisitorSearch,
} from '../features/search/api/public-search.ts';
import { VisitorSearchPage } from '../features/search/components/visitor-search-page.tsx';
import { queryClient } from '../lib/query-client.ts';
import { metaForPath } from '../lib/route-meta.ts';

/**
 * /search?q= for a visitor: the app's /search is a signed-in page, so this renders the public
 * frame (header, footer) around the visitor's results page itself, with every module imported
 * here (nothing lazy to wait for). Sent without the app's script (modules/search/pages.ts).
 * `found`: null when there are no words to search.
 */
export function renderVisitorSearch(q: string, found: TVisitorSearch | null) {
  const location = q ? `/search?q=${encodeURIComponent(q)}` : '/search';
  if (found) queryClient.setQueryData(publicSearchQueryOptions(q).queryKey, found);
  try {
    const html = renderToString(
      <StrictMode>
        <AppErrorBoundary>
          <StaticRouter location={location}>
            <Routes>
              <Route element={<Layout />}>
                <Route element={<DataLayout />}>
                  <Route path="/search" element={<VisitorSearchPage />} />
                </Route>
              </Route>
            </Routes>
          </StaticRouter>
        </AppErrorBoundary>
      </StrictMode>,
    );
    if (!/<h1[\s>]/.test(html)) throw new Error(`Rendering ${location} gave no <h1>`);
    const base = metaForPath('/search');
    const meta = base && {
      ...base,
      title: q ? `Results for “${q}”` : base.title,
    };
    // No app, only the theme menu's island, as on the blog (decisions/042).
    return Promise.resolve({
      html,
      meta,
      sources: ['src/app/data-layout.tsx'],
      islands: ['src/features/theme/theme-island.ts'],
    });
  } finally {
    queryClient.clear();
  }
}
