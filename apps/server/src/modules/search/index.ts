import { apiScope } from '../../http/api.ts';
import { searchRoutes } from './routes.ts';

/** /api/search over lessons, their text and the blog. */
export const searchModule = apiScope(searchRoutes);
