import { ZAdminOverview, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countOverview } from './overview.ts';
import { adminUploadRoutes } from './upload-routes.ts';

/**
 * The /api/admin routes that belong to no one domain (index.ts puts them behind the admin
 * guard): the dashboard's totals and the tus upload plumbing. Each module registers its own
 * admin routes (learning's lessons, blogs' posts, …).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminUploadRoutes);

  app.get(
    '/overview',
    { schema: { response: { 200: ZAdminOverview, 401: ZErrorBody, 403: ZErrorBody } } },
    () => countOverview(app.db),
  );
};
