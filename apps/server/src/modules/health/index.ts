import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { healthRoutes } from './routes.ts';

/** /api/health and /api/live: what a load balancer and an operator ask (decisions/009). */
export const healthModule = defineModule(
  { name: 'health', dependencies: ['api-rate-limit', 'database', 'redis', 'storage'] },
  apiScope(healthRoutes),
);
