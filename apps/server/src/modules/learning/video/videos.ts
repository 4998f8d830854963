import type { TVideoType } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { type TStorage, videoKey } from '../../../storage/storage.ts';
import {
  findLessonWithProject,
  LESSON_NOT_FOUND,
  setLessonVideo,
  videoKeyInUse,
  videoKeysInUse,
} from '../content/index.ts';
import { publishRefusal } from '../exercise/index.ts';
import type { TLowData } from '../low-data.ts';
import { keysBeingUploaded } from './upload-claims-repo.ts';
import { probeDuration } from './video-probe.ts';

/** Where a finished upload's bytes are: a file on this server, or an object in the bucket. */
export type TUploadedVideo = { path: string } | { objectKey: string };

/**
 * Where a lesson's new video goes: `videos/{category}/{project}/{section}/{lesson}`, unless that
 * key is the video being replaced (or another lesson's, after a renumbering): then a sibling key,
 * so the old file keeps serving until the lesson points at the new one.
 */
async function keyFor(db: TDb, base: string, current: string | null) {
  if (base !== current && !(await videoKeyInUse(db, base))) return base;
  return `${base}.${Date.now().toString(36)}`;
}

/** ffprobe reads a local file, or an object in the bucket through a short presigned URL. */
const probeInput = async (storage: TStorage, source: TUploadedVideo) =>
  'path' in source ? source.path : ((await storage.presignedUrl?.(source.objectKey, 300)) ?? '');

/**
 * Moves a finished, checked upload into storage and publishes the lesson with it. Replacing a
 * video never leaves learners without one: new file first, then the switch, then the old file
 * goes.
 */
export async function attachVideo(
  deps: {
    db: TDb;
    storage: TStorage;
    config: { ffprobePath: string };
    renditions: Pick<TLowData, 'videoChanged'>;
  },
  lessonId: string,
  source: TUploadedVideo,
  contentType: TVideoType,
) {
  const { db, storage } = deps;
  const found = await findLessonWithProject(db, lessonId);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  const { lesson, project } = found;
  // Checked when the upload began too; the exercise may have been edited while the bytes came.
  const refusal = await publishRefusal(db, lessonId);
  if (refusal) throw new AppError('VALIDATION', refusal, { verification: refusal });
  const base = videoKey(project.category, project.slug, lesson.section, lesson.number);
  const key = await keyFor(db, base, lesson.videoKey);
  const duration = await probeDuration(await probeInput(storage, source), deps.config.ffprobePath);
  if ('path' in source) await storage.importFile(key, source.path, contentType);
  else if (storage.copyFrom) await storage.copyFrom(source.objectKey, key, contentType);
  else throw new Error('An upload in the bucket needs the S3 storage driver');
  const updated = await setLessonVideo(db, lessonId, key, duration);
  if (!updated) {
    // The lesson was deleted while its video was uploading: keep no orphan.
    await storage.delete(key);
    throw notFound(LESSON_NOT_FOUND);
  }
  if (lesson.videoKey && lesson.videoKey !== key) await storage.delete(lesson.videoKey);
  // The old low-data versions go; new ones are made in the background while the MP4 plays.
  await deps.renditions.videoChanged(lessonId, key);
  return { key, durationSeconds: duration };
}

/** A new video sits in storage a moment before its lesson points at it: leave young ones be. */
export const ORPHAN_GRACE_MS = 60 * 60_000;
const VIDEO_PREFIX = 'videos/';

/** `videos/web/p/build/3.lx2k` (a replacement) belongs to the lesson of `videos/web/p/build/3`. */
const baseKey = (key: string) => key.replace(/\.[0-9a-z]+$/, '');

/**
 * Removes stored videos that no lesson points at (two uploads that raced before ADR 005's claim, a
 * crash between the move into storage and the lesson's update), once they are older than
 * ORPHAN_GRACE_MS. Objects outside `videos/`, and those of a lesson whose upload is under way,
 * are never touched. The lessons are read after the listing, so a video attached meanwhile is
 * seen as in use.
 */
export async function removeOrphanVideos(deps: { db: TDb; storage: TStorage }, now = new Date()) {
  const listed = await deps.storage.list(VIDEO_PREFIX);
  const inUse = await videoKeysInUse(deps.db);
  const uploading = await keysBeingUploaded(deps.db);
  let removed = 0;
  for (const { key, modifiedAt } of listed) {
    if (!key.startsWith(VIDEO_PREFIX) || inUse.has(key) || uploading.has(baseKey(key))) continue;
    if (now.getTime() - modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    await deps.storage.delete(key);
    removed++;
  }
  return removed;
}
