import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { searchRoutes } from './routes.ts';

/** /api/search over lessons, their text and the blog. */
export const searchModule = defineModule(
  { name: 'search', dependencies: ['api-rate-limit', 'auth'] },
  apiScope(searchRoutes),
);
