import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lesson, lessonWatch, user } from '../../../db/schema.ts';

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

/** One learner's stretch of a lesson, as the buffer (buffer.ts) adds batches up. */
export type TWatchRow = {
  userId: string;
  lessonId: string;
  bucket: number;
  plays: number;
  /** The day it was first played, in the site's calendar. */
  firstOn: string;
  firstAt: Date;
  lastAt: Date;
};

/**
 * Writes many learners' stretches in one statement (the buffer's flush), as `addWatching` does
 * one batch: new rows inserted, known ones gaining plays and their latest time. They travel as one
 * JSON parameter. A row whose lesson or account is gone by now (deleted since the batch came) is
 * left out, not a failure of the others; rows go in key order, so two servers writing the same
 * rows wait for each other instead of deadlocking.
 */
export async function addWatchingRows(db: TDb, rows: readonly TWatchRow[]) {
  if (rows.length === 0) return;
  const json = JSON.stringify(
    rows.map((r) => ({
      u: r.userId,
      l: r.lessonId,
      b: r.bucket,
      p: r.plays,
      d: r.firstOn,
      f: r.firstAt.toISOString(),
      a: r.lastAt.toISOString(),
    })),
  );
  await db.execute(sql`
    insert into ${lessonWatch} (user_id, lesson_id, bucket, plays, first_on, first_at, last_at)
    select t.u, t.l, t.b, t.p, t.d, t.f, t.a
    from json_to_recordset(${json}::json)
      as t(u text, l uuid, b smallint, p int, d date, f timestamptz, a timestamptz)
    where exists (select 1 from ${lesson} where ${lesson.id} = t.l)
      and exists (select 1 from ${user} where ${user.id} = t.u)
    order by t.u, t.l, t.b
    on conflict (user_id, lesson_id, bucket) do update set
      plays = ${lessonWatch}.plays + excluded.plays,
      last_at = greatest(${lessonWatch}.last_at, excluded.last_at)`);
}
