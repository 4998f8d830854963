import { apiScope } from '../../http/api.ts';
import { healthRoutes } from './routes.ts';

/** /api/health and /api/live: what a load balancer and an operator ask (decisions/009). */
export const healthModule = apiScope(healthRoutes);
