import { adminScope } from '../../http/admin-scope.ts';
import { CATALOG_TAG } from '../learning/service.ts';
import { adminRoutes } from './routes.ts';

/**
 * /api/admin's dashboard and video uploads (its routes check the role). A finished upload
 * publishes its lesson: a write here drops what is built from the course content.
 */
export const adminModule = adminScope(adminRoutes, { invalidates: [CATALOG_TAG] });
