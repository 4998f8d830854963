import { type TPublicSearchResponse, ZSearchQuery } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { encodeBody, sendCached } from '../../http/cached-answer.ts';
import { getViewer } from '../../http/guards.ts';
import { sendHtmlFile, themeOf } from '../../http/theme.ts';
import { type TPageParts, webPages } from '../../http/web-pages.ts';
import type { TPublicSearchLimit } from './routes.ts';
import { publicSearch } from './service.ts';

type TVisitorSearch = { response: TPublicSearchResponse | null; refusal: string | null };

type TWebRenderer = {
  renderVisitorSearch(q: string, found: TVisitorSearch | null): Promise<TPageParts>;
};

/**
 * GET /search, the header's search form (a plain GET, decisions/023: the public pages run no
 * script). A signed-in learner gets the app, whose /search is theirs (their plan's lessons,
 * transcripts, questions). A visitor gets the visitor's results page, rendered on the server by
 * the web app's own components and sent without the app's JavaScript: published, public text
 * only (service.ts, publicSearch), limited per address with the API's visitor searches.
 *
 * Nothing is kept: any words make another page, and keeping them would push the blog's and the
 * courses' pages out of the shared cache (its oldest entries go first).
 */
export async function registerSearchPage(
  app: FastifyInstance,
  distDir: string,
  limited: TPublicSearchLimit,
) {
  const pages = await webPages<TWebRenderer>(distDir);
  if (!pages) return;

  app.get('/search', async (request, reply) => {
    if (await getViewer(request)) return sendHtmlFile(request, reply, distDir, 'spa.html', 200);
    const raw = (request.query as Record<string, unknown>).q;
    const q = typeof raw === 'string' ? raw.trim() : '';
    let found: TVisitorSearch | null = null;
    let status = 200;
    if (q) {
      try {
        await limited(request, reply);
        const parsed = ZSearchQuery.safeParse({ q });
        if (parsed.success) {
          found = { response: await publicSearch(app.db, parsed.data.q), refusal: null };
        } else {
          status = 400;
          found = { response: null, refusal: parsed.error.issues[0]?.message ?? 'Not a search' };
        }
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
        status = 429;
        found = { response: null, refusal: error.message };
      }
    }
    const theme = themeOf(request);
    const page = encodeBody(
      await pages.page(theme, (w) => w.renderVisitorSearch(q, found), { script: false }),
    );
    reply.status(status).header('cache-control', 'no-cache');
    if (status !== 200) return reply.type(page.type).send(page.identity);
    return sendCached(request, reply, page);
  });
}
