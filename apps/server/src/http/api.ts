import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REDIS_PREFIX } from '../redis/redis.ts';
import { registerSameOriginCheck, trustedOrigins } from './same-origin.ts';
import { revokeOnWrites } from './viewer-cache.ts';

/**
 * One rate limit for the whole API (decisions/018): registered once on the app so every module's
 * /api routes count in the same buckets, and applied route by route by apiScope below, as
 * @fastify/rate-limit's own `global` option would inside a single /api scope.
 */
export const apiRateLimit = fp(
  async (app) => {
    const { config, redis } = app;
    await app.register(rateLimit, {
      global: false,
      max: config.rateLimitPerMinute,
      timeWindow: '1 minute',
      // Redis away: serve rather than refuse everyone; /api/health reports it (decisions/009).
      skipOnError: true,
      // With REDIS_URL every server counts in the same buckets (decisions/009).
      ...(redis && { redis: redis.client, nameSpace: `${REDIS_PREFIX}rate-limit:` }),
    });
  },
  { name: 'api-rate-limit', dependencies: ['redis'] },
);

/** A module's routes: typed for zod schemas (most) or plain. */
type TRoutes = FastifyPluginAsyncZod | FastifyPluginAsync;

/**
 * A module's API routes under /api (decisions/018): rate-limited with every other /api route,
 * refused when a browser sends them from another site, and revoking cached sessions on writes.
 * A route with its own `config.rateLimit` (false: none) keeps it.
 */
export function apiScope(routes: TRoutes, options: { prefix?: string } = {}): FastifyPluginAsync {
  return async (app) => {
    await app.register(
      async (api: FastifyInstance) => {
        const limit = app.rateLimit();
        api.addHook('onRoute', (route) => {
          if (route.config?.rateLimit != null) return;
          route.onRequest = [route.onRequest ?? []].flat().concat(limit);
        });
        registerSameOriginCheck(api, trustedOrigins(app.config));
        revokeOnWrites(api);
        await api.register(routes, options);
      },
      { prefix: '/api' },
    );
  };
}
