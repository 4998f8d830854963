import { api } from '../../../../lib/api-client.ts';
import { captionsPath } from './get-admin-captions.ts';

export const deleteCaptions = (id: string) =>
  api<{ deleted: true }>(captionsPath(id), { method: 'DELETE' });
