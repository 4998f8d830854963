import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';
import { AppRoutes, PAGES } from '../app/routes.tsx';
import { metaForPath, type TRouteMeta } from '../lib/route-meta.ts';

export { PRERENDERED_PATHS, prerenderedFile } from '@thinkbuild/core/routes';

/** Source file of each prerendered page, for its modulepreload links. */
export const PAGE_SOURCES: Record<string, string> = Object.fromEntries(
  PAGES.public.map((p) => [p.path, `src/features/${p.file}.tsx`]),
);

export type TPrerendered = { html: string; meta: TRouteMeta | undefined };

/**
 * Renders one public route to HTML at build time; scripts/prerender.mjs writes the files.
 *
 * The first pass (prerender) waits for the lazy page modules to load. A page that suspended
 * would come out as hidden segments revealed by inline scripts, which our CSP blocks, so the
 * second pass renders again with every module resolved: plain HTML, no scripts.
 */
export async function render(path: string): Promise<TPrerendered> {
  const tree = (
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppErrorBoundary>
    </StrictMode>
  );
  const { prelude } = await prerenderToNodeStream(tree);
  for await (const _ of prelude) {
    // drain: only the loading matters
  }
  const html = renderToString(tree);
  if (/<script/i.test(html)) throw new Error(`Prerendered ${path} contains a script`);
  return { html, meta: metaForPath(path) };
}
