import { ZErrorBody, ZPublicSearchResponse, ZSearchQuery, ZSearchResponse } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/guards.ts';
import { limitedPerUser } from '../../http/user-limits.ts';
import { publicSearch, search } from './service.ts';

/**
 * Visitors' searches a minute from one address (the /search page and the API together): a
 * search reads the full-text indexes, and nobody types this fast; a classroom behind one address
 * still has room.
 */
export const PUBLIC_SEARCHES_PER_MINUTE = 60;

/** The one per-address limit of visitors' searches, shared by the API and the page. */
export type TPublicSearchLimit = ReturnType<typeof limitedPerUser>;

/**
 * /api/search and /api/search/public. `limited`: the visitors' limit, made once by the module
 * (index.ts) and shared with the /search page, so both count in the same bucket.
 */
export const searchRoutes =
  (limited: TPublicSearchLimit): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/search',
      {
        schema: {
          querystring: ZSearchQuery,
          response: { 200: ZSearchResponse, 400: ZErrorBody, 401: ZErrorBody },
        },
      },
      async (request, reply) => {
        const viewer = await requireUser(request);
        // Results depend on the viewer's plan: never kept by shared caches.
        reply.header('cache-control', 'private, no-store');
        return search(app.db, viewer, request.query.q);
      },
    );

    // Anyone, signed in or not: published, public text only (service.ts, publicSearch).
    app.get(
      '/search/public',
      {
        schema: {
          querystring: ZSearchQuery,
          response: { 200: ZPublicSearchResponse, 400: ZErrorBody, 429: ZErrorBody },
        },
        preHandler: limited,
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-cache');
        return publicSearch(app.db, request.query.q);
      },
    );
  };

/** Visitors' searches a minute per address (one limiter: each made apart counts apart). */
export const publicSearchLimit = (app: Parameters<typeof limitedPerUser>[0]) =>
  limitedPerUser(app, 'search/public', PUBLIC_SEARCHES_PER_MINUTE, ['ip']);
