import type { TAdminExercise, TSiteCheckExercise } from '@thinkbuild/core/schemas/exercise';
import { api } from '../../../../lib/api-client.ts';

export const siteCheckPath = (id: string) => `/admin/lessons/${encodeURIComponent(id)}/site-check`;

/**
 * Makes the lesson's exercise a site check (a code exercise there is replaced); the server
 * checks the learner's published site, so there is nothing to try first.
 */
export const saveSiteCheck = (id: string, input: TSiteCheckExercise) =>
  api<TAdminExercise>(siteCheckPath(id), { method: 'PUT', body: JSON.stringify(input) });
