import { randomUUID } from 'node:crypto';
import type { THlsSources, TLowDataStatus } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { enqueue } from '../../jobs/define.ts';
import type { TStorage } from '../../storage/storage.ts';
import type { TLowData } from '../learning/service.ts';
import { transcodeJob } from './jobs.ts';
import {
  deleteRenditionOfLesson,
  insertRendition,
  lessonsWithoutRenditions,
  renditionOfLesson,
  renditionPrefixes,
  renditionsOfLessons,
  type TRenditionRow,
} from './repo.ts';
import { deleteFolder } from './transcode-job.ts';

/**
 * What the rest of the app sees of low-data versions: on (ffmpeg works) or off, the worker, and
 * what learning asks of them for its lessons (TLowData, learning's side of the bargain).
 */
export type TRenditions = TLowData & {
  enabled: boolean;
  /** `ffmpeg -version`'s first line, or null when it is off. */
  version: string | null;
  /** Runs due transcodes now, one at a time (their lane of `app.jobs`; tests drain with it). */
  queue: { runDue(): Promise<number> };
  /** Lessons whose cover frames are made (decisions/023): lesson id → its folder's prefix. */
  coverFolders(lessonIds: string[]): Promise<Map<string, string>>;
};

type TScheduleDeps = { db: TDb; storage: TStorage; renditions: { enabled: boolean } };

const folderOf = (lessonId: string, id: string) => `renditions/${lessonId}/${id}/`;

/**
 * A lesson's video changed (a new upload): its old low-data versions go, and with ffmpeg on, a
 * transcode job is queued in the same transaction as the new row. The MP4 plays meanwhile.
 */
export async function scheduleTranscode(deps: TScheduleDeps, lessonId: string, videoKey: string) {
  const old = await deleteRenditionOfLesson(deps.db, lessonId);
  if (old) await deleteFolder(deps.storage, old.prefix);
  if (!deps.renditions.enabled) return null;
  return deps.db.transaction(async (tx) => {
    const id = randomUUID();
    const row = await insertRendition(tx as unknown as TDb, {
      id,
      lessonId,
      videoKey,
      prefix: folderOf(lessonId, id),
    });
    if (!row) return null;
    await enqueue(
      tx as unknown as TDb,
      transcodeJob,
      { renditionId: id },
      {
        dedupeKey: `transcode:${id}`,
      },
    );
    return row;
  });
}

/**
 * At start: every lesson with a video but no low-data versions gets a transcode (the demo
 * content on first start; all lessons when ffmpeg was installed later). Returns how many.
 */
export async function backfillRenditions(deps: TScheduleDeps) {
  if (!deps.renditions.enabled) return 0;
  let queued = 0;
  for (const { id, videoKey } of await lessonsWithoutRenditions(deps.db)) {
    if (await scheduleTranscode(deps, id, videoKey)) queued++;
  }
  return queued;
}

/** The lesson's ready HLS versions as signed URLs, or null (the player uses the MP4). */
export async function hlsSources(
  deps: { db: TDb; signHlsPrefix(prefix: string): { base: string } },
  lessonId: string,
  videoKey: string,
): Promise<THlsSources | null> {
  const row = await renditionOfLesson(deps.db, lessonId);
  if (row?.status !== 'ready' || row.videoKey !== videoKey) return null;
  const { base } = deps.signHlsPrefix(row.prefix);
  return {
    master: `${base}master.m3u8`,
    poster: row.hasPoster ? `${base}poster.jpg` : null,
    renditions: row.renditions.map((r) => ({ ...r, playlist: `${base}${r.name}/index.m3u8` })),
  };
}

const statusOf = (row: TRenditionRow): TLowDataStatus => ({
  status: row.status,
  progress: row.progress,
  error: row.error,
});

/** Lessons with ready cover frames (cover-{width}.webp in their folder), by lesson id. */
export async function coverFolders(db: TDb, lessonIds: string[]) {
  const rows = lessonIds.length ? await renditionsOfLessons(db, lessonIds) : [];
  return new Map(
    rows.filter((r) => r.status === 'ready' && r.hasCover).map((r) => [r.lessonId, r.prefix]),
  );
}

/** For the admin: where each lesson's low-data versions stand (absent: none asked for). */
export async function lowDataOfLessons(db: TDb, lessonIds: string[]) {
  const rows = await renditionsOfLessons(db, lessonIds);
  return new Map(rows.map((row) => [row.lessonId, statusOf(row)]));
}

/** A deleted lesson's folder (its row went with the lesson). */
export async function removeRenditionFolder(storage: TStorage, lessonId: string) {
  await deleteFolder(storage, `renditions/${lessonId}/`);
}

/** A running job writes its folder's objects one by one: a folder written to lately is left be. */
export const RENDITION_GRACE_MS = 60 * 60_000;
/** `renditions/{lesson}/{row id}/`: the folder a key sits in, or null for anything else. */
const folderOfKey = (key: string) => /^renditions\/[^/]+\/[^/]+\//.exec(key)?.[0] ?? null;

/**
 * Removes rendition folders no row points at: a job still uploading when its lesson was deleted
 * or its video replaced (the row and folder went first, the job wrote on). A folder goes only
 * when its newest object is older than RENDITION_GRACE_MS, so a job still writing keeps it;
 * rows are read after the listing, so a row made meanwhile is seen. Returns the folders removed.
 */
export async function removeOrphanRenditions(
  deps: { db: TDb; storage: TStorage },
  now = new Date(),
) {
  const newest = new Map<string, { keys: string[]; at: number }>();
  for (const { key, modifiedAt } of await deps.storage.list('renditions/')) {
    const folder = folderOfKey(key);
    if (!folder) continue;
    const seen = newest.get(folder) ?? { keys: [], at: 0 };
    seen.keys.push(key);
    seen.at = Math.max(seen.at, modifiedAt.getTime());
    newest.set(folder, seen);
  }
  const inUse = await renditionPrefixes(deps.db);
  let removed = 0;
  for (const [folder, { keys, at }] of newest) {
    if (inUse.has(folder) || now.getTime() - at < RENDITION_GRACE_MS) continue;
    for (const key of keys) await deps.storage.delete(key);
    removed++;
  }
  return removed;
}
