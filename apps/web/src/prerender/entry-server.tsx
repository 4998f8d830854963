import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppErrorBoundary } from '../app/app-error-boundary.tsx';
import { AppRoutes } from '../app/routes.tsx';
import { metaForPath, type TRouteMeta } from '../lib/route-meta.ts';

export { PRERENDERED_PATHS, prerenderedFile } from '@thinkbuild/core/routes';

export type TPrerendered = { html: string; meta: TRouteMeta | undefined };

/**
 * Renders one public route to HTML at build time, waiting for its lazy page (unlike
 * renderToString); scripts/prerender.mjs writes the files.
 */
export async function render(path: string): Promise<TPrerendered> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppErrorBoundary>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppErrorBoundary>
    </StrictMode>,
  );
  let html = '';
  for await (const chunk of prelude) html += chunk.toString();
  return { html, meta: metaForPath(path) };
}
