/*
 * What a signed-in learner keeps on this device beyond the session (docs/decisions/022): the
 * downloaded lessons, in one IndexedDB database and one Cache Storage cache. The names live
 * here, below every feature, so signing out can delete them without loading the offline
 * feature: a shared browser must keep nothing of the account that signed out.
 */
import { setAnswersOffline } from '../../lib/answers-offline.ts';

export const OFFLINE_DB_NAME = 'thinkbuild-offline';
/** Answers and progress made offline, waiting to be sent (outbox/, decisions/022). */
export const OUTBOX_DB_NAME = 'thinkbuild-outbox';
export const DOWNLOAD_CACHE_NAME = 'thinkbuild-downloads';
/** My project's files as last typed, until the account has them (decisions/039). */
export const WORKSPACE_DB_NAME = 'thinkbuild-workspaces';
/** Where downloaded files live, as URLs of this origin (the worker serves them from the cache). */
export const OFFLINE_MEDIA_PATH = '/offline-media/';

const deleteDatabase = (name: string) =>
  new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // An open connection closes itself on `versionchange` (the feature's `blocking` handler).
    request.onblocked = () => resolve();
  });

/** This device keeps downloads: the query client tries queries offline from its next start. */
export const markHasDownloads = () => setAnswersOffline(true);

/** Deletes every download of this device; tells open tabs' download lists to forget them. */
export async function clearDownloads() {
  setAnswersOffline(false);
  await Promise.all([
    typeof caches === 'undefined' ? undefined : caches.delete(DOWNLOAD_CACHE_NAME),
    typeof indexedDB === 'undefined' ? undefined : deleteDatabase(OFFLINE_DB_NAME),
    typeof indexedDB === 'undefined' ? undefined : deleteDatabase(OUTBOX_DB_NAME),
    typeof indexedDB === 'undefined' ? undefined : deleteDatabase(WORKSPACE_DB_NAME),
  ]);
  window.dispatchEvent(new Event(DOWNLOADS_CLEARED));
}

export const DOWNLOADS_CLEARED = 'thinkbuild:downloads-cleared';
