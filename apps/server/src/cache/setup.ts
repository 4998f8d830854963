import type { FastifyInstance } from 'fastify';
import { createCache, type TCache } from './cache.ts';
import { redisCacheBus } from './redis-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one read-through cache, invalidated by tags on every server (cache/cache.ts). */
    cache: TCache;
  }
}

/**
 * Decorates `app.cache` from the config: public answers live PUBLIC_CACHE_TTL_SECONDS, sessions
 * and what is kept about one user SESSION_CACHE_TTL_SECONDS. With Redis (`app.redis`, set
 * before) an invalidation reaches every server (docs/decisions/009).
 */
export function setupCache(app: FastifyInstance): TCache {
  const { publicCacheTtlSeconds, sessionCacheTtlSeconds } = app.config;
  const cache = createCache({
    scopes: {
      public: { ttlMs: publicCacheTtlSeconds * 1000, maxEntries: 2000 },
      session: { ttlMs: sessionCacheTtlSeconds * 1000, maxEntries: 10_000 },
      // A learner's progress per project and their list pages: a few per signed-in learner.
      user: { ttlMs: sessionCacheTtlSeconds * 1000, maxEntries: 50_000 },
    },
    ...(app.redis && { bus: redisCacheBus(app.redis) }),
  });
  app.decorate('cache', cache);
  return cache;
}
