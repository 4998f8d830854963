import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { sitesRoutes } from './routes.ts';

/** Published projects (decisions/039): the handle and each project's site, under /api. */
export const sitesModule = defineModule(
  { name: 'sites', dependencies: ['api-rate-limit', 'auth'] },
  apiScope(sitesRoutes),
);

/** The sites origin itself, apart from the app (server.ts). */
export { buildSitesServer } from './server.ts';
