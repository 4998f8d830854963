import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { meRoutes } from './routes.ts';

/** /api/me: the signed-in learner's own account, progress and preferences. */
export const meModule = defineModule(
  { name: 'me', dependencies: ['api-rate-limit', 'auth'] },
  apiScope(meRoutes),
);
