import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lessonWatch } from '../../../db/schema.ts';

/**
 * Adds a batch to the learner's counts, in one statement: a new stretch is a row first played
 * `at` (on `day`, the site's calendar), a known one gains its plays and its latest time.
 */
export async function addWatching(
  db: TDb,
  row: { userId: string; lessonId: string; day: string; at: Date },
  buckets: readonly { bucket: number; plays: number }[],
) {
  const { userId, lessonId, day, at } = row;
  await db
    .insert(lessonWatch)
    .values(
      buckets.map(({ bucket, plays }) => ({
        userId,
        lessonId,
        bucket,
        plays,
        firstOn: day,
        firstAt: at,
        lastAt: at,
      })),
    )
    .onConflictDoUpdate({
      target: [lessonWatch.userId, lessonWatch.lessonId, lessonWatch.bucket],
      set: {
        plays: sql`${lessonWatch.plays} + excluded.plays`,
        // A batch synced late (made offline) never moves the latest time back.
        lastAt: sql`greatest(${lessonWatch.lastAt}, excluded.last_at)`,
      },
    });
}
