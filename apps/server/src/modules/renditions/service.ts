import { randomUUID } from 'node:crypto';
import type { THlsSources, TLowDataStatus } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { enqueue, type TJobQueue } from '../../jobs/queue.ts';
import type { TStorage } from '../../storage/storage.ts';
import {
  deleteRenditionOfLesson,
  insertRendition,
  lessonsWithoutRenditions,
  renditionOfLesson,
  renditionsOfLessons,
  type TRenditionRow,
} from './repo.ts';
import { deleteFolder } from './transcode-job.ts';

/** The job type that makes a lesson's low-data versions (decisions/011). */
export const TRANSCODE_JOB = 'media.transcode';
const TRANSCODE_ATTEMPTS = 3;

/** What the rest of the app sees of low-data versions: on (ffmpeg works) or off, and the worker. */
export type TRenditions = {
  enabled: boolean;
  /** `ffmpeg -version`'s first line, or null when it is off. */
  version: string | null;
  /** Runs transcodes, one at a time on this server (its own queue worker). */
  queue: TJobQueue;
};

type TScheduleDeps = { db: TDb; storage: TStorage; renditions: TRenditions };

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
      TRANSCODE_JOB,
      { renditionId: id },
      {
        dedupeKey: `transcode:${id}`,
        maxAttempts: TRANSCODE_ATTEMPTS,
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

/** For the admin: where each lesson's low-data versions stand (absent: none asked for). */
export async function lowDataOfLessons(db: TDb, lessonIds: string[]) {
  const rows = await renditionsOfLessons(db, lessonIds);
  return new Map(rows.map((row) => [row.lessonId, statusOf(row)]));
}

/** A deleted lesson's folder (its row went with the lesson). */
export async function removeRenditionFolder(storage: TStorage, lessonId: string) {
  await deleteFolder(storage, `renditions/${lessonId}/`);
}
