import type { TVideoType } from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import { type TStorage, videoKey } from '../../storage/storage.ts';
import {
  findLessonWithProject,
  setLessonVideo,
  videoKeyInUse,
  videoKeysInUse,
} from './lessons-repo.ts';
import { LESSON_NOT_FOUND } from './lessons-service.ts';
import { probeDuration } from './video-probe.ts';

/**
 * Where a lesson's new video goes: `videos/{category}/{project}/{section}/{lesson}`, unless that
 * key is the video being replaced (or another lesson's, after a renumbering): then a sibling key,
 * so the old file keeps serving until the lesson points at the new one.
 */
async function keyFor(db: TDb, base: string, current: string | null) {
  if (base !== current && !(await videoKeyInUse(db, base))) return base;
  return `${base}.${Date.now().toString(36)}`;
}

/**
 * Moves a finished, checked upload into storage and publishes the lesson with it. Replacing a
 * video never leaves learners without one: new file first, then the switch, then the old file
 * goes.
 */
export async function attachVideo(
  deps: { db: TDb; storage: TStorage; config: { ffprobePath: string } },
  lessonId: string,
  file: string,
  contentType: TVideoType,
) {
  const { db, storage } = deps;
  const found = await findLessonWithProject(db, lessonId);
  if (!found) throw notFound(LESSON_NOT_FOUND);
  const { lesson, project } = found;
  const base = videoKey(project.category, project.slug, lesson.section, lesson.number);
  const key = await keyFor(db, base, lesson.videoKey);
  const duration = await probeDuration(file, deps.config.ffprobePath);
  await storage.importFile(key, file, contentType);
  const updated = await setLessonVideo(db, lessonId, key, duration);
  if (!updated) {
    // The lesson was deleted while its video was uploading: keep no orphan.
    await storage.delete(key);
    throw notFound(LESSON_NOT_FOUND);
  }
  if (lesson.videoKey && lesson.videoKey !== key) await storage.delete(lesson.videoKey);
  return { key, durationSeconds: duration };
}

/** A new video sits in storage a moment before its lesson points at it: leave young files be. */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/**
 * Removes stored videos that no lesson points at (left by a crash between the move into storage
 * and the lesson's update, or by anything older), once they are older than ORPHAN_GRACE_MS.
 */
export async function removeOrphanVideos(deps: { db: TDb; storage: TStorage }, now = new Date()) {
  const inUse = await videoKeysInUse(deps.db);
  let removed = 0;
  for (const { key, modifiedAt } of await deps.storage.list('videos/')) {
    if (inUse.has(key) || now.getTime() - modifiedAt.getTime() < ORPHAN_GRACE_MS) continue;
    await deps.storage.delete(key);
    removed++;
  }
  return removed;
}
