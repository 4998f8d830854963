import { apiScope } from '../../http/api.ts';
import { adminRoutes } from './routes.ts';

/** /api/admin: content and uploads for admins (billing registers its own) (its routes check the role). */
export const adminModule = apiScope(adminRoutes, { prefix: '/admin' });
