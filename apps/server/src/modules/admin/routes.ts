import { ZAdminOverview, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/guards.ts';
import { BLOGS_TAG } from '../blogs/service.ts';
import { CATALOG_TAG } from '../learning/service.ts';
import { adminBlogRoutes } from './blogs-routes.ts';
import { adminCoursePageRoutes } from './course-pages-routes.ts';
import { adminExerciseRoutes } from './exercise-routes.ts';
import { adminLessonTextRoutes } from './lesson-text-routes.ts';
import { adminLessonRoutes } from './lessons-routes.ts';
import { countOverview } from './overview.ts';
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
  app.addHook('onSend', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    // Every admin write may change what readers see: the public answers are built again, here
    // at once and on the other servers through the cache's bus (cache/cache.ts). Before
    // the answer leaves, so the admin's next read already sees the change.
    if (request.method !== 'GET' && request.method !== 'HEAD' && reply.statusCode < 400)
      void app.cache.invalidate([CATALOG_TAG, BLOGS_TAG]);
  });
  await app.register(adminBlogRoutes);
  await app.register(adminLessonRoutes);
  await app.register(adminCoursePageRoutes);
  await app.register(adminExerciseRoutes);
  await app.register(adminLessonTextRoutes);
  await app.register(adminUploadRoutes);

  app.get(
    '/overview',
    { schema: { response: { 200: ZAdminOverview, 401: ZErrorBody, 403: ZErrorBody } } },
    () => countOverview(app.db),
  );
};
