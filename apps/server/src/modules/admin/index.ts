import { adminScope } from '../../http/admin-scope.ts';
import { defineModule } from '../../http/module.ts';
import { CATALOG_TAG } from '../learning/service.ts';
import { adminRoutes } from './routes.ts';

/**
 * /api/admin's dashboard and video uploads (its routes check the role). A finished upload
 * publishes its lesson: a write here drops what is built from the course content.
 */
export const adminModule = defineModule(
  // A finished upload attaches its video to a lesson through learning's service.
  { name: 'admin', dependencies: ['api-rate-limit', 'auth', 'storage', 'learning'] },
  adminScope(adminRoutes, { invalidates: [CATALOG_TAG] }),
);
