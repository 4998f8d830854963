import type { TAdminCaptions, TCaptionsInput } from '@thinkbuild/core/schemas/lesson-text';
import { api } from '../../../../lib/api-client.ts';
import { captionsPath } from './get-admin-captions.ts';

export const saveCaptions = (id: string, input: TCaptionsInput) =>
  api<TAdminCaptions>(captionsPath(id), { method: 'PUT', body: JSON.stringify(input) });
