import { WATCH_BUCKET_SECONDS } from './insights.ts';

/*
 * Watching records (docs/decisions/045): which 10-second stretches of a lesson's video a learner
 * played, and how many times. The player counts them, the server adds them up per learner,
 * lesson and stretch (lesson_watch); only counts over many learners reach an author.
 */

/** The most plays of one stretch one batch may add. */
export const WATCH_PLAYS_MAX = 100;
/** The longest video a batch may speak of (as progress: a day), in stretches. */
export const WATCH_BUCKETS_MAX = (24 * 3600) / WATCH_BUCKET_SECONDS;
/** The player sends a batch at most this often (and when the learner leaves the lesson). */
export const WATCH_SEND_EVERY_MS = 60_000;
/**
 * Batches a learner may send a minute: one a minute, plus leaving the lesson, hiding the tab and
 * another tab playing. More are refused (429) and the player keeps the stretches for later.
 */
export const WATCH_BATCHES_PER_MINUTE = 10;

/** One stretch of the video (seconds 10×bucket to 10×bucket + 10) and how often it was played. */
export type TWatchBucket = { bucket: number; plays: number };

/** The stretch a moment of the video falls in. */
export const watchBucketOf = (seconds: number) =>
  Math.max(0, Math.floor(seconds / WATCH_BUCKET_SECONDS));

/**
 * The last stretch a video this long has (its final instant included), or the longest video's
 * when the length is not known yet.
 */
export const lastWatchBucket = (durationSeconds: number | null | undefined) =>
  durationSeconds && durationSeconds > 0
    ? Math.min(watchBucketOf(durationSeconds), WATCH_BUCKETS_MAX - 1)
    : WATCH_BUCKETS_MAX - 1;

/**
 * Batches added together, one entry per stretch in order, each stretch's plays capped at
 * WATCH_PLAYS_MAX: what waits to be sent after a refused or queued batch meets a newer one.
 */
export function mergeWatchBuckets(...batches: readonly (readonly TWatchBucket[])[]) {
  const plays = new Map<number, number>();
  for (const batch of batches)
    for (const { bucket, plays: n } of batch) plays.set(bucket, (plays.get(bucket) ?? 0) + n);
  return [...plays]
    .sort(([a], [b]) => a - b)
    .map(([bucket, n]) => ({ bucket, plays: Math.min(n, WATCH_PLAYS_MAX) }));
}
