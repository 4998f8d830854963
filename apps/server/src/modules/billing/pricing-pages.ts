import {
  pricingStory,
  type TFoundingPlaces,
  type TPrice,
  type TPricingStory,
} from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { cachedAnswer, sendCached } from '../../http/cached-answer.ts';
import { getViewer } from '../../http/guards.ts';
import { themedKey, themeOf } from '../../http/theme.ts';
import { type TPageParts, webPages } from '../../http/web-pages.ts';
import { currentFoundingPlaces, FOUNDING_TAG } from '../auth/service.ts';

type TPricingState = { story: TPricingStory; places: TFoundingPlaces | null };
type TWebRenderer = {
  render(
    path: string,
    offer: TPrice & { vat: boolean },
    pricing: TPricingState,
  ): Promise<Omit<TPageParts, 'sources'>>;
  PAGE_SOURCES: Record<string, string>;
};

/** The static pages that sell: the landing's closing band and /pricing. */
const PRICING_PAGES = { '/': '/', '/pricing': '/pricing', '/pricing/': '/pricing' } as const;

/**
 * / and /pricing tell the reader one pricing story (docs/decisions/032): "You have everything"
 * to a member with lifetime access, "signing up gives everything free" to a visitor while
 * founding places remain, the plans for money otherwise. They run no script (decisions/002), so
 * the server renders them with the story, through the web build's SSR entry: one page per
 * story and theme (the plans' story is the static page, as ever), kept in the cache until a founding place is taken or its TTL. Without a web
 * build nothing is registered and the app serves its files as before.
 */
export async function registerPricingPages(app: FastifyInstance, distDir: string) {
  const pages = await webPages<TWebRenderer>(distDir);
  if (!pages) return;
  // Prices read "incl. 15% VAT" while VAT_NUMBER is set (decisions/044).
  const offer = { ...app.config.offer, vat: app.config.vat !== null };
  for (const [url, path] of Object.entries(PRICING_PAGES)) {
    app.get(url, async (request, reply) => {
      const [viewer, places] = await Promise.all([
        getViewer(request),
        currentFoundingPlaces(app.cache, app.db, app.config.lifetimeAccessUsers),
      ]);
      const story = pricingStory(places, viewer ? viewer.lifetimeAccess : null);
      // The plans' story is the built (or offer-priced) page, served as before (http/web.ts).
      if (story === 'selling') return reply.callNotFound();
      const theme = themeOf(request);
      const cached = await cachedAnswer(
        app.cache,
        themedKey(`pricing-page:${path}:${story}`, theme),
        () =>
          pages.page(
            theme,
            async (w) => ({
              ...(await w.render(path, offer, { story, places })),
              sources: w.PAGE_SOURCES[path] ? [w.PAGE_SOURCES[path]] : [],
            }),
            { script: false },
          ),
        [FOUNDING_TAG],
      );
      // The page differs by who asks: never kept by a shared cache, always revalidated.
      reply.header('cache-control', 'private, no-cache');
      return sendCached(request, reply, cached);
    });
  }
}
