import type { FastifyPluginAsync } from 'fastify';
import { apiScope } from '../../../http/api.ts';
import { registerCoursePages } from './pages.ts';
import { courseRoutes } from './routes.ts';

/**
 * The public course pages (docs/decisions/023), for anyone, signed in or not: their API under
 * /api/course-pages, the pages /courses and /courses/:category/:project, and the covers.
 */
export const coursePages: FastifyPluginAsync = async (app) => {
  await app.register(apiScope(courseRoutes));
  await registerCoursePages(app, app.config.webDistDir);
};

export { adminCoursePageRoutes } from './admin-routes.ts';
