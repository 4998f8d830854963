import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { guardianRoutes } from './guardian-routes.ts';
import { registerAccountJobs } from './jobs.ts';
import { accountRoutes } from './routes.ts';
import { accountSecurityRoutes } from './security-routes.ts';
import { beforeErasure } from './service.ts';

/**
 * The learner's rights over their own account: download everything kept about them (this
 * module's route) and deletion (better-auth's delete-user, with this module's beforeErasure),
 * its signed-in sessions and the old address's "This wasn't me", and the daily purge of a deleted account's payment records once their retention ends.
 */
export const accountModule = defineModule(
  { name: 'account', dependencies: ['api-rate-limit', 'auth', 'jobs'] },
  async (app) => {
    registerAccountJobs(app);
    app.beforeAccountErasure((user) => beforeErasure(app, user));
    await app.register(apiScope(accountRoutes));
    await app.register(apiScope(accountSecurityRoutes));
    await app.register(apiScope(guardianRoutes));
  },
);
