import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin/routes.ts';
import { authRoutes } from './auth/routes.ts';
import { billingRoutes } from './billing/routes.ts';
import { blogRoutes } from './blogs/routes.ts';
import { catalogRoutes } from './catalog/routes.ts';
import { certificateRoutes } from './certificates/routes.ts';
import { healthRoutes } from './health/routes.ts';
import { learningRoutes } from './learning/routes.ts';
import { meRoutes } from './me/routes.ts';
import { searchRoutes } from './search/routes.ts';

/**
 * Every module's routes, in the order they are added, into the /api scope app.ts opens in its
 * step 3 (rate-limited and same-origin-checked there). Infrastructure is decorated by then.
 */
export async function registerModules(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await authRoutes(api, api.auth);
  await api.register(meRoutes);
  await api.register(catalogRoutes);
  await api.register(blogRoutes);
  await api.register(learningRoutes);
  await api.register(certificateRoutes);
  await api.register(searchRoutes);
  await api.register(billingRoutes);
  await api.register(adminRoutes, { prefix: '/admin' });
}
