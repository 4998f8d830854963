import type { TPreferencesRequest } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { updateDataSaver } from '../auth/service.ts';

/** Settings remembered for the account (the data saver, decisions/011). */
export async function savePreferences(
  db: TDb,
  viewer: TViewer,
  input: TPreferencesRequest,
): Promise<TViewer> {
  await updateDataSaver(db, viewer.id, input.dataSaver);
  return { ...viewer, dataSaver: input.dataSaver };
}
