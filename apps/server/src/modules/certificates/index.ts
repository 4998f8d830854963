import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { certificateRoutes } from './routes.ts';

/** Certificates of completion and their public check by code. */
export const certificatesModule = defineModule(
  { name: 'certificates', dependencies: ['api-rate-limit', 'auth'] },
  apiScope(certificateRoutes),
);
