import { apiScope } from '../../http/api.ts';
import { adminRoutes } from './routes.ts';

/** /api/admin: content, uploads and billing for admins (its routes check the role). */
export const adminModule = apiScope(adminRoutes, { prefix: '/admin' });
