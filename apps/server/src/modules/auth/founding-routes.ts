import { ZFoundingPlaces } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson, sendCached } from '../../http/cached-answer.ts';
import { FOUNDING_TAG, foundingPlaces } from './service.ts';

/**
 * GET /api/founding-places, for anyone (docs/decisions/032): LIFETIME_ACCESS_USERS and the
 * places the counter has not given. Kept in the cache until a sign-up takes a place (on every
 * server, through the cache's bus) or for PUBLIC_CACHE_TTL_SECONDS (10 s) at most; browsers
 * ask again each time (no-cache, with the ETag).
 */
export const foundingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/founding-places',
    { schema: { response: { 200: ZFoundingPlaces } } },
    async (request, reply) => {
      const cached = await cachedJson(
        app.cache,
        'auth:founding-places',
        ZFoundingPlaces,
        () => foundingPlaces(app.db, app.config.lifetimeAccessUsers),
        [FOUNDING_TAG],
      );
      return sendCached(request, reply.header('cache-control', 'no-cache'), cached);
    },
  );
};
