import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { registerSearchPage } from './pages.ts';
import { searchRoutes } from './routes.ts';

/**
 * /api/search over lessons, their text and the blog; /api/search/public and the /search page
 * for visitors (published, public text only).
 */
export const searchModule = defineModule(
  { name: 'search', dependencies: ['api-rate-limit', 'auth'] },
  async (app) => {
    await app.register(apiScope(searchRoutes));
    await registerSearchPage(app, app.config.webDistDir);
  },
);
