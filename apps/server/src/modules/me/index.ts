import { apiScope } from '../../http/api.ts';
import { meRoutes } from './routes.ts';

/** /api/me: the signed-in learner's own account, progress and preferences. */
export const meModule = apiScope(meRoutes);
