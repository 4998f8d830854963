import type { FastifyInstance } from 'fastify';
import { setupCache } from '../cache/setup.ts';
import { createHotReads, type THotReads } from './hot-reads.ts';
import { requestIdOptions } from './request-id.ts';
import type { registerSecurityHeaders } from './security-headers.ts';
import { dropOnDatabaseNotices } from './viewer-cache.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Public answers sent before routing while they stay the same (http/hot-reads.ts). */
    hotReads: THotReads;
  }
}

/**
 * The one cache (`app.cache`, shared through Redis with several servers, decisions/009) and the
 * hot reads sent before routing from it (decisions/014). Returns the hot reads for the server
 * app.ts built (serverWithHotReads).
 */
export function setupCaches(
  app: FastifyInstance,
  securityHeaders: ReturnType<typeof registerSecurityHeaders>,
): THotReads {
  setupCache(app);
  const hotReads = createHotReads({
    cache: app.cache,
    baseHeaders: securityHeaders,
    requestId: requestIdOptions.genReqId,
    metrics: app.metrics,
    log: app.log,
  });
  app.decorate('hotReads', hotReads);
  // The admin CLI is another process: it reaches every server through the database.
  dropOnDatabaseNotices(app);
  return hotReads;
}
