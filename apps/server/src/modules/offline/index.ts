import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { offlineRoutes } from './routes.ts';

/** Download grants for lessons kept on the device (docs/decisions/022-offline-pwa.md). */
export const offlineModule = defineModule(
  { name: 'offline', dependencies: ['api-rate-limit', 'auth', 'renditions', 'storage'] },
  apiScope(offlineRoutes),
);
