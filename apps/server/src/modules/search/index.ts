import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { registerSearchPage } from './pages.ts';
import { publicSearchLimit, searchRoutes } from './routes.ts';

/**
 * /api/search over lessons, their text and the blog; /api/search/public and the /search page
 * for visitors (published, public text only).
 */
export const searchModule = defineModule(
  { name: 'search', dependencies: ['api-rate-limit', 'auth'] },
  async (app) => {
    // One limiter for the API and the page: visitors' searches count in one bucket per address.
    const limited = publicSearchLimit(app);
    await app.register(apiScope(searchRoutes(limited)));
    await registerSearchPage(app, app.config.webDistDir, limited);
  },
);
