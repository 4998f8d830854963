import { lastWatchBucket, type TWatchBucket, watchBucketOf } from '@thinkbuild/core/watching';

/*
 * Which 10-second stretches of a lesson's video were played, and how often (decisions/045),
 * kept in this tab until sent. A stretch counts when playback reaches it: played on from the
 * stretch before, or started there after a seek (or the first play). Seeking over stretches
 * does not count them, and pausing and playing on in the same stretch is one play.
 */

/** More stretches than this between two time updates is not playing on: a jump. */
const MAX_PLAYED_ON = 6;

export type TWatchLog = ReturnType<typeof createWatchLog>;

export function createWatchLog() {
  /** Per lesson, plays per stretch not yet sent. */
  const waiting = new Map<string, Map<number, number>>();
  /** The stretch the current run of playing is in; null after a seek. */
  let run: { lessonId: string; bucket: number } | null = null;

  const add = (lessonId: string, bucket: number, plays = 1) => {
    const lesson = waiting.get(lessonId) ?? new Map<number, number>();
    waiting.set(lessonId, lesson);
    lesson.set(bucket, (lesson.get(bucket) ?? 0) + plays);
  };

  return {
    /** The video is playing at `seconds`. */
    played(lessonId: string, seconds: number, durationSeconds?: number | null) {
      if (!Number.isFinite(seconds)) return;
      const bucket = Math.min(watchBucketOf(seconds), lastWatchBucket(durationSeconds));
      const from = run?.lessonId === lessonId ? run.bucket : null;
      if (from === null || bucket < from || bucket - from > MAX_PLAYED_ON) add(lessonId, bucket);
      else for (let b = from + 1; b <= bucket; b++) add(lessonId, b);
      run = { lessonId, bucket };
    },
    /** The learner (or the page) moved the playhead: the next stretch played starts a run. */
    seeked() {
      run = null;
    },
    has: (lessonId: string) => (waiting.get(lessonId)?.size ?? 0) > 0,
    /** The lesson's waiting stretches, in order, no longer waiting. */
    take(lessonId: string): TWatchBucket[] {
      const lesson = waiting.get(lessonId);
      waiting.delete(lessonId);
      return [...(lesson ?? [])]
        .sort(([a], [b]) => a - b)
        .map(([bucket, plays]) => ({ bucket, plays }));
    },
    /** A batch the server could not take now (too many, or down): sent with the next one. */
    giveBack(lessonId: string, buckets: readonly TWatchBucket[]) {
      for (const { bucket, plays } of buckets) add(lessonId, bucket, plays);
    },
  };
}
