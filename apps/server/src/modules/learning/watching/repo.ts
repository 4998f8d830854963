import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lessonWatch } from '../../../db/schema.ts';

/** A list of whole numbers as one PostgreSQL array parameter ('{1,2,3}'). */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;

/**
 * Adds a batch to the learner's counts, in one statement: a new stretch is a row first played
 * `at` (on `day`, the site's calendar), a known one gains its plays and its latest time. The
 * batch travels as two array parameters (stretches, plays) whatever its size, so the statement's
 * text is the same for every batch and cheap to build: the player sends one a minute per learner.
 */
export async function addWatching(
  db: TDb,
  row: { userId: string; lessonId: string; day: string; at: Date },
  buckets: readonly { bucket: number; plays: number }[],
) {
  const { userId, lessonId, day, at } = row;
  const when = at.toISOString();
  await db.execute(sql`
    insert into ${lessonWatch} (user_id, lesson_id, bucket, plays, first_on, first_at, last_at)
    select ${userId}, ${lessonId}::uuid, b, p, ${day}::date, ${when}::timestamptz, ${when}::timestamptz
    from unnest(
      ${intArray(buckets.map((b) => b.bucket))}::smallint[],
      ${intArray(buckets.map((b) => b.plays))}::int[]
    ) as t(b, p)
    on conflict (user_id, lesson_id, bucket) do update set
      plays = ${lessonWatch}.plays + excluded.plays,
      -- A batch synced late (made offline) never moves the latest time back.
      last_at = greatest(${lessonWatch}.last_at, excluded.last_at)`);
}
