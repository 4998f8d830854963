import { adminScope } from '../../http/admin-scope.ts';
import { defineModule } from '../../http/module.ts';
import { insightsRoutes } from './routes.ts';

/**
 * The author's Insights under /api/admin/insights (decisions/046): where learners stop, which
 * questions and checks trip them and how the money moves, as counts over many learners only.
 * Reads learning and billing through their faces; owns no table; writes nothing.
 */
export const insightsModule = defineModule(
  { name: 'insights', dependencies: ['api-rate-limit', 'auth'] },
  adminScope(insightsRoutes, { invalidates: [] }),
);
