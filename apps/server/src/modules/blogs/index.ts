import type { FastifyPluginAsync } from 'fastify';
import { apiScope } from '../../http/api.ts';
import { registerBlogPages } from './pages.ts';
import { blogRoutes } from './routes.ts';

/** The blog: its API under /api, and /blogs and /blogpage/:slug as server-rendered pages. */
export const blogsModule: FastifyPluginAsync = async (app) => {
  await app.register(apiScope(blogRoutes));
  await registerBlogPages(app, app.config.webDistDir);
};
