import { adminScope } from '../../http/admin-scope.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { learningAdminRoutes } from './admin-routes.ts';
import { CATALOG_TAG } from './cache-keys.ts';
import { catalogRoutes } from './catalog/index.ts';
import { coursePages } from './course-pages/index.ts';
import { learningRoutes } from './routes.ts';
import { createWatchingBuffer, type TWatchingBuffer } from './watching/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The player's batches of watching waiting to be written (decisions/045). A reader of
     * lesson_watch on this server (Insights, Download my data) flushes it first.
     */
    watching: TWatchingBuffer;
  }
}

/**
 * The courses: the catalog a signed-in learner browses (/api/catalog), the public course pages
 * (/courses, /api/course-pages), the learner's lessons, quizzes, exercises, progress and review,
 * and the admin's editing of them under /api/admin. Each in its own scope: their answers are
 * cached differently. It decorates the app with the buffer of watching records.
 */
export const learningModule = defineModule(
  {
    name: 'learning',
    dependencies: ['api-rate-limit', 'auth', 'renditions', 'media', 'storage'],
    decorates: true,
  },
  async (app) => {
    const watching = createWatchingBuffer(app.db, app.log.child({ area: 'watching' }), {
      flushMs: app.config.watchingFlushMs,
    });
    app.decorate('watching', watching);
    // Before the database closes (a hook added after the database's runs before it).
    app.addHook('onClose', () => watching.close());
    await app.register(apiScope(catalogRoutes));
    await app.register(coursePages);
    await app.register(apiScope(learningRoutes));
    await app.register(adminScope(learningAdminRoutes, { invalidates: [CATALOG_TAG] }));
  },
);
