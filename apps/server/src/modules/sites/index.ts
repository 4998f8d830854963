import { adminScope } from '../../http/admin-scope.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { adminSiteRoutes } from './admin-routes.ts';
import { sitesRoutes } from './routes.ts';
import { sitesJobs } from './takedown-mail.ts';

/**
 * Published projects (decisions/039): the handle and each project's site, under /api; visitors'
 * reports of a site and the admin's list and take-down (issue 41, "Abuse"; reports.ts).
 */
export const sitesModule = defineModule(
  { name: 'sites', dependencies: ['api-rate-limit', 'auth', 'jobs', 'learning'] },
  async (app) => {
    for (const job of sitesJobs) app.jobs.register(job);
    await app.register(apiScope(sitesRoutes));
    // The sites origin reads the database on every request: no cached answer to drop.
    await app.register(adminScope(adminSiteRoutes, { invalidates: [] }));
  },
);

/** The sites origin itself, apart from the app (server.ts). */
export { buildSitesServer } from './server.ts';
