import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { workspacesRoutes } from './routes.ts';

/** My project: each learner's own files for a course project, with their history. */
export const workspacesModule = defineModule(
  { name: 'workspaces', dependencies: ['api-rate-limit', 'auth'] },
  apiScope(workspacesRoutes),
);
