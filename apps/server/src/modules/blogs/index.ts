import { adminScope } from '../../http/admin-scope.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { adminBlogRoutes } from './admin-routes.ts';
import { BLOGS_TAG } from './cache-keys.ts';
import { registerBlogPages } from './pages.ts';
import { blogRoutes } from './routes.ts';

/**
 * The blog: its API under /api, its admin screens' API under /api/admin/blogs, and /blogs and
 * /blogpage/:slug as server-rendered pages.
 */
export const blogsModule = defineModule(
  { name: 'blogs', dependencies: ['api-rate-limit', 'auth'] },
  async (app) => {
    await app.register(apiScope(blogRoutes));
    // A post's course link carries the catalog's tag too (cache-keys.ts): a post write drops the
    // blog's answers only.
    await app.register(adminScope(adminBlogRoutes, { invalidates: [BLOGS_TAG] }));
    await registerBlogPages(app, app.config.webDistDir);
  },
);
