import { apiScope } from '../../http/api.ts';
import { offlineRoutes } from './routes.ts';

/** Download grants for lessons kept on the device (docs/decisions/022-offline-pwa.md). */
export const offlineModule = apiScope(offlineRoutes);
