import { apiScope } from '../../http/api.ts';
import { catalogRoutes } from './routes.ts';

/** /api/catalog: the tutorials, courses and lessons a signed-in learner browses. */
export const catalogModule = apiScope(catalogRoutes);
