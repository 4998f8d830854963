import type { TFoundingPlaces } from '@thinkbuild/core/schemas/founding';
import type { TTheme } from '@thinkbuild/core/theme';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cachedAnswer, encodeBody, sendCached } from '../../http/cached-answer.ts';
import { sendHtmlFile, themedKey, themeOf } from '../../http/theme.ts';
import { sessionToken } from '../../http/viewer-cache.ts';
import { type TPageParts, webPages } from '../../http/web-pages.ts';
import { currentFoundingPlaces, FOUNDING_TAG } from './service.ts';

const LIGHT_PATHS = ['/login', '/signup', '/forgotpassword', '/reset-password'] as const;
type TLightPath = (typeof LIGHT_PATHS)[number];

type TWebRenderer = {
  renderAuthPage(
    path: TLightPath,
    search: string,
    places: TFoundingPlaces | null,
  ): Promise<TPageParts>;
};

/**
 * The part of the address that changes the page: `?next=` (the lead and the other screen's
 * link), and on /reset-password whether the link came with a token or an error (the token
 * itself is read by the page's island, never written into a cached page).
 */
function pageSearch(path: TLightPath, query: Record<string, unknown>) {
  const search = new URLSearchParams();
  if (typeof query.next === 'string' && query.next) search.set('next', query.next);
  if (path === '/reset-password') {
    if (typeof query.error === 'string' && query.error) search.set('error', 'INVALID_TOKEN');
    else if (typeof query.token === 'string' && query.token) search.set('token', 'from-the-link');
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * /login, /signup, /forgotpassword and /reset-password loaded as pages (docs/decisions/042):
 * rendered on the server by the web app's own components, kept in the cache per theme, and
 * shipped without the app: the form's island and the theme menu's run instead. A visitor with a
 * session, and /login's two-factor step (?step=code), get the app as before: it sends the one
 * on to where they belong and asks the other for the code. Without a web build nothing is
 * registered and the SPA shell answers, as for every other page.
 */
export async function registerAuthPages(app: FastifyInstance, distDir: string) {
  const pages = await webPages<TWebRenderer>(distDir);
  if (!pages) return;
  const render = (theme: TTheme | null, path: TLightPath, search: string) =>
    pages.page(
      theme,
      async (w) =>
        w.renderAuthPage(
          path,
          search,
          path === '/signup'
            ? await currentFoundingPlaces(app.cache, app.db, app.config.lifetimeAccessUsers)
            : null,
        ),
      { script: false },
    );

  for (const path of LIGHT_PATHS) {
    app.get(path, async (request: FastifyRequest, reply: FastifyReply) => {
      const query = (request.query ?? {}) as Record<string, unknown>;
      if (sessionToken(request) || (path === '/login' && query.step === 'code'))
        return sendHtmlFile(request, reply, distDir, 'spa.html', 200);
      const theme = themeOf(request);
      const search = pageSearch(path, query);
      reply.header('cache-control', 'no-cache');
      // A ?next= page is rendered for its address and not kept: the cache holds a bounded set.
      if (search.includes('next=')) {
        return sendCached(request, reply, encodeBody(await render(theme, path, search)));
      }
      const cached = await cachedAnswer(
        app.cache,
        themedKey(`auth:page:${path}${search}`, theme),
        () => render(theme, path, search),
        path === '/signup' ? [FOUNDING_TAG] : [],
      );
      return sendCached(request, reply, cached);
    });
  }
}
