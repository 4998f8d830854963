import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileStore } from '@tus/file-store';

/** An upload that sent no byte for this long is taken as abandoned when another one starts. */
export const UPLOAD_STALE_MS = 60_000;
export const UPLOAD_IN_PROGRESS_MESSAGE =
  'This lesson already has a video uploading. Wait for it to finish (or cancel it), then try again.';

/**
 * One upload per lesson at a time (issue 11 #8): two at once would both be moved into storage
 * and one file would be left that no lesson points at. Claims are made one after another, so
 * two simultaneous starts cannot both win; the upload folder says which uploads survived a
 * restart. (Several servers would share this through Redis: ARCHITECTURE.md "shared state".)
 */
export function createUploadClaims(store: FileStore, uploadDir: string) {
  const claims = new Map<string, { id: string; at: number }>(); // lesson id → upload
  let queue: Promise<unknown> = Promise.resolve();
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.then(work);
    queue = run.catch(() => {});
    return run;
  };

  /** When an upload last moved: its data file's time, or when it was claimed. */
  async function lastActivity(id: string) {
    const changed = await stat(join(uploadDir, id)).then(
      (s) => s.mtimeMs,
      () => 0,
    );
    const claimed = [...claims.values()].find((c) => c.id === id)?.at ?? 0;
    return Math.max(changed, claimed);
  }

  async function uploadsOf(lessonId: string) {
    const ids = new Set<string>();
    const claim = claims.get(lessonId);
    if (claim) ids.add(claim.id);
    for (const id of (await store.configstore.list?.()) ?? []) {
      if ((await store.configstore.get(id))?.metadata?.lessonId === lessonId) ids.add(id);
    }
    return ids;
  }

  return {
    /** True when `uploadId` may upload to the lesson; abandoned uploads make way. */
    claim: (lessonId: string, uploadId: string) =>
      serially(async () => {
        for (const other of await uploadsOf(lessonId)) {
          if (other === uploadId) continue;
          if (Date.now() - (await lastActivity(other)) < UPLOAD_STALE_MS) return false;
          await store.remove(other).catch(() => store.configstore.delete(other).catch(() => {}));
        }
        claims.set(lessonId, { id: uploadId, at: Date.now() });
        return true;
      }),
    /** The upload finished, failed or was cancelled. */
    release(uploadId: string) {
      for (const [lessonId, claim] of claims) {
        if (claim.id === uploadId) claims.delete(lessonId);
      }
    },
  };
}
