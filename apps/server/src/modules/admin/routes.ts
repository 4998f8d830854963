import { ZAdminOverview, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/guards.ts';
import { adminBillingRoutes } from './billing-routes.ts';
import { adminBlogRoutes } from './blogs-routes.ts';
import { adminLessonRoutes } from './lessons-routes.ts';
import { countOverview } from './overview-repo.ts';
import { adminUploadRoutes } from './upload-routes.ts';

/**
 * Every /api/admin route is admin-only. The check runs on request, before the body is parsed or
 * validated: a signed-out caller gets 401 and a learner 403, whatever they send, and an upload
 * body is never read for them.
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminBlogRoutes);
  await app.register(adminLessonRoutes);
  await app.register(adminUploadRoutes);
  await app.register(adminBillingRoutes);

  app.get(
    '/overview',
    { schema: { response: { 200: ZAdminOverview, 401: ZErrorBody, 403: ZErrorBody } } },
    () => countOverview(app.db),
  );
};
