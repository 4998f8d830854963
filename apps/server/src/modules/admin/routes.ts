import { ZAdminOverview, ZErrorBody } from '@thinkbuild/core';
import { count } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blog, lesson, user } from '../../db/schema.ts';
import { requireAdmin } from '../../http/guards.ts';

/** Every /api/admin route is admin-only: the hook runs before any handler in this plugin. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/overview',
    { schema: { response: { 200: ZAdminOverview, 401: ZErrorBody, 403: ZErrorBody } } },
    async () => {
      const [[users], [lessons], [blogs]] = await Promise.all([
        app.db.select({ n: count() }).from(user),
        app.db.select({ n: count() }).from(lesson),
        app.db.select({ n: count() }).from(blog),
      ]);
      return { users: users?.n ?? 0, lessons: lessons?.n ?? 0, blogs: blogs?.n ?? 0 };
    },
  );
};
