import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiScope } from './api.ts';
import { requireAdmin, requireVerifiedEmail } from './guards.ts';

/**
 * A module's admin routes under /api/admin: each module registers its own through this, behind
 * one guard. The check runs on request, before the body is parsed or validated: a signed-out
 * caller gets 401 and a learner 403, whatever they send, and an upload body is never read for
 * them. A successful write drops the cache tags `invalidates` names, here at once and on the
 * other servers through the cache's bus (cache/cache.ts), before the answer leaves, so the
 * admin's next read already sees the change.
 */
export function adminScope(
  routes: FastifyPluginAsyncZod | FastifyPluginAsync,
  { invalidates }: { invalidates: readonly string[] },
): FastifyPluginAsync {
  const guarded: FastifyPluginAsync = async (app) => {
    app.addHook('onRequest', async (request) => {
      const admin = await requireAdmin(request);
      // What an admin writes, every visitor reads: only from a proven address (decisions/034).
      if (request.method !== 'GET' && request.method !== 'HEAD')
        requireVerifiedEmail(admin, 'post');
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const write = request.method !== 'GET' && request.method !== 'HEAD';
      if (write && reply.statusCode < 400 && invalidates.length > 0)
        void app.cache.invalidate([...invalidates]);
    });
    await app.register(routes);
  };
  return apiScope(guarded, { prefix: '/admin' });
}
