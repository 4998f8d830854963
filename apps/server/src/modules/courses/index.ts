import type { FastifyPluginAsync } from 'fastify';
import { apiScope } from '../../http/api.ts';
import { registerCoursePages } from './pages.ts';
import { courseRoutes } from './routes.ts';

/** The public course pages (docs/decisions/023): their API under /api, the pages, the covers. */
export const coursesModule: FastifyPluginAsync = async (app) => {
  await app.register(apiScope(courseRoutes));
  await registerCoursePages(app, app.config.webDistDir);
};
