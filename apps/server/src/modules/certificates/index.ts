import { apiScope } from '../../http/api.ts';
import { certificateRoutes } from './routes.ts';

/** Certificates of completion and their public check by code. */
export const certificatesModule = apiScope(certificateRoutes);
