import { type DBSchema, type IDBPDatabase, type OpenDBCallbacks, openDB } from 'idb';

/**
 * A database this device keeps for the signed-in learner (the downloads, the outbox:
 * entities/device/device-data.ts names them), opened once per page and shared by every caller. Signing out
 * deletes it, from this tab or another: the open connection lets the deletion through and the
 * next call opens it afresh (created again by `upgrade`).
 */
export function deviceDatabase<TSchema extends DBSchema>(
  name: string,
  version: number,
  upgrade: NonNullable<OpenDBCallbacks<TSchema>['upgrade']>,
) {
  let opening: Promise<IDBPDatabase<TSchema>> | null = null;
  return () => {
    opening ??= openDB<TSchema>(name, version, {
      upgrade,
      blocking(_current, _blocked, event) {
        (event.target as IDBDatabase).close();
        opening = null;
      },
      terminated() {
        opening = null;
      },
    });
    return opening;
  };
}
