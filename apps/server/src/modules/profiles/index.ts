import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { registerProfilePages } from './pages.ts';
import { profileRoutes } from './routes.ts';

/**
 * The public profile (decisions/039, "Public profile"): the learner's settings and the profile
 * under /api, and /u/:handle rendered on the server. It reads sites and certificates through
 * their faces and owns only the learner's choices (learner_profile).
 */
export const profilesModule = defineModule(
  { name: 'profiles', dependencies: ['api-rate-limit', 'auth', 'sites', 'certificates'] },
  async (app) => {
    await app.register(apiScope(profileRoutes));
    await registerProfilePages(app, app.config.webDistDir);
  },
);
