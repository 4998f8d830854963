import {
  calendarDay,
  lastWatchBucket,
  type TWatchBatch,
  type TWatchRecorded,
} from '@thinkbuild/core';
import type { TCache } from '../../../cache/cache.ts';
import type { TDb } from '../../../db/client.ts';
import { isForeignKeyViolation } from '../../../db/errors.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { keptLessons, openLesson } from '../access/index.ts';
import type { TWatchingBuffer } from './buffer.ts';
import { addWatching } from './repo.ts';

const PAST_THE_END = 'This stretch is past the end of the video';

/**
 * Adds a batch of watching to the learner's counts (docs/decisions/045), on a lesson they may
 * open now (the player's rule: plan, order lock), each stretch within the lesson's video. `at`
 * is when it was watched: now, or when a device made it offline; its day is the site's
 * (TIME_ZONE), which the Insights' date ranges read. An admin's watching is not counted: an
 * author checking their own video is not a learner. With `cache` (the player's minute-by-minute
 * batches), the lesson itself is read through it (keptLessons), unless the project is "Learn in
 * order" (its lock is the learner's own, read each time); with `buffer`, the batch joins the
 * server's buffer, written with the others within a second (buffer.ts), so the player's request
 * does no database work. Without (the offline sync, inside its transaction), it is written now.
 */
export async function recordWatching(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  batch: TWatchBatch,
  {
    timeZone,
    at = new Date(),
    cache,
    buffer,
  }: { timeZone: string; at?: Date; cache?: TCache; buffer?: TWatchingBuffer },
): Promise<TWatchRecorded> {
  const { lesson } = await openLesson(db, viewer, lessonId, {
    ...(cache && { find: keptLessons(db, cache) }),
  });
  const last = lastWatchBucket(lesson.durationSeconds);
  const fields: Record<string, string> = {};
  batch.buckets.forEach(({ bucket }, i) => {
    if (bucket > last) fields[`buckets.${i}.bucket`] = PAST_THE_END;
  });
  const [first] = Object.keys(fields);
  if (first) throw new AppError('VALIDATION', `${first}: ${PAST_THE_END}`, fields);
  if (viewer.role === 'admin') return { recorded: 0 };
  const day = calendarDay(at, timeZone);
  if (buffer) {
    buffer.add({ userId: viewer.id, lessonId, day, at }, batch.buckets);
    return { recorded: batch.buckets.length };
  }
  try {
    await addWatching(db, { userId: viewer.id, lessonId, day, at }, batch.buckets);
  } catch (error) {
    // Deleted since it was read (here, or kept by another server that has not heard yet).
    if (isForeignKeyViolation(error)) throw notFound('This lesson does not exist');
    throw error;
  }
  return { recorded: batch.buckets.length };
}
