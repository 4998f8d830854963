import type { FastifyInstance } from 'fastify';
import { redisInvalidationBus } from '../redis/public-cache-bus.ts';
import { shareViewerCache } from '../redis/viewer-cache-sync.ts';
import { createHotReads, type THotReads } from './hot-reads.ts';
import { createPublicCache, type TPublicCache } from './public-cache.ts';
import { requestIdOptions } from './request-id.ts';
import type { registerSecurityHeaders } from './security-headers.ts';
import { createViewerCache, dropOnDatabaseNotices, type TViewerCache } from './viewer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers that are the same for every reader, emptied by admin writes (http/public-cache.ts). */
    publicCache: TPublicCache;
    /** Public answers sent before routing while they stay the same (http/hot-reads.ts). */
    hotReads: THotReads;
    /** Sessions seen in the last few seconds, so a request need not read them again. */
    viewerCache: TViewerCache;
  }
}

/**
 * The caches, decorated on the app: public answers, the hot reads sent before routing
 * (decisions/014) and the viewer cache, shared through Redis with several servers
 * (decisions/009). Returns the hot reads for the server app.ts built (serverWithHotReads).
 */
export function setupCaches(
  app: FastifyInstance,
  securityHeaders: ReturnType<typeof registerSecurityHeaders>,
): THotReads {
  const { config, redis } = app;
  app.decorate(
    'publicCache',
    createPublicCache({
      ttlMs: config.publicCacheTtlSeconds * 1000,
      ...(redis && { bus: redisInvalidationBus(redis) }),
    }),
  );
  const hotReads = createHotReads({
    cache: app.publicCache,
    baseHeaders: securityHeaders,
    requestId: requestIdOptions.genReqId,
    metrics: app.metrics,
    log: app.log,
  });
  app.decorate('hotReads', hotReads);
  const viewerCache = createViewerCache({ ttlMs: config.sessionCacheTtlSeconds * 1000 });
  // Several servers: a drop on one reaches the others through Redis (decisions/009).
  app.decorate('viewerCache', redis ? shareViewerCache(viewerCache, redis) : viewerCache);
  // The admin CLI is another process: it reaches every server through the database.
  dropOnDatabaseNotices(app, viewerCache);
  // A learner's kept progress is per project: an admin write (a lesson moved to another
  // project) empties it with the public answers, on every server through the cache's bus.
  app.publicCache.onInvalidate(() => viewerCache.clearUserValues());
  return hotReads;
}
