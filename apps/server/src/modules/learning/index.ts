import { adminScope } from '../../http/admin-scope.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { learningAdminRoutes } from './admin-routes.ts';
import { CATALOG_TAG } from './cache-keys.ts';
import { catalogRoutes } from './catalog/index.ts';
import { coursePages } from './course-pages/index.ts';
import { learningRoutes } from './routes.ts';

/**
 * The courses: the catalog a signed-in learner browses (/api/catalog), the public course pages
 * (/courses, /api/course-pages), the learner's lessons, quizzes, exercises, progress and review,
 * and the admin's editing of them under /api/admin. Each in its own scope: their answers are
 * cached differently.
 */
export const learningModule = defineModule(
  { name: 'learning', dependencies: ['api-rate-limit', 'auth', 'renditions', 'media', 'storage'] },
  async (app) => {
    await app.register(apiScope(catalogRoutes));
    await app.register(coursePages);
    await app.register(apiScope(learningRoutes));
    await app.register(adminScope(learningAdminRoutes, { invalidates: [CATALOG_TAG] }));
  },
);
