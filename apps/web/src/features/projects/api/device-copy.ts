import type { TWorkspaceFile } from '@thinkbuild/core/workspace';
import type { DBSchema } from 'idb';
import { WORKSPACE_DB_NAME } from '../../../entities/device/device-data.ts';
import { deviceDatabase } from '../../../entities/device/device-db.ts';

/*
 * My project's files as the learner last typed them, kept on this device at once (decisions/039):
 * a reload, a closed tab or a lost connection loses nothing. `baseRevision` is the account's
 * revision they were edited from; `unsaved` says the account does not have them yet. Signing
 * out deletes the database (device-data.ts), as the outbox and the downloads.
 */

export type TDeviceCopy = {
  /** `<email>|<category>/<project>`: one copy per account and project on a shared device. */
  key: string;
  files: TWorkspaceFile[];
  baseRevision: number;
  unsaved: boolean;
  savedAt: string;
};

type TWorkspaceDb = DBSchema & { copies: { key: string; value: TDeviceCopy } };

const workspaceDb = deviceDatabase<TWorkspaceDb>(WORKSPACE_DB_NAME, 1, (db) => {
  db.createObjectStore('copies', { keyPath: 'key' });
});

export const deviceCopyKey = (owner: string, category: string, project: string) =>
  `${owner}|${category}/${project}`;

export async function readDeviceCopy(key: string): Promise<TDeviceCopy | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    return (await (await workspaceDb()).get('copies', key)) ?? null;
  } catch {
    return null;
  }
}

export async function writeDeviceCopy(copy: TDeviceCopy) {
  if (typeof indexedDB === 'undefined') return;
  await (await workspaceDb()).put('copies', copy);
}
