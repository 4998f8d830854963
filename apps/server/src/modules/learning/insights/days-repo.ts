import { type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';

/*
 * Each Insights view's counts per day of the site's calendar (decisions/046), as rows of
 * additive numbers: (day, kind, item, a, b, c). The same statement serves both halves of a
 * view: the daily job stores its rows for every day up to yesterday (rollup-repo.ts), and a
 * view counts the days after the last rollup live with it. Every learner is counted on one day
 * only (their anchor), so the days of a range add up:
 *   - cohort (a project): the day they signed up; followed to the moment it is counted.
 *   - watch (a lesson): the day they first played the video's opening stretch.
 *   - quiz (a lesson): the day they submitted their first attempt.
 *   - exercises (a project): the day they last reported a result of the exercise.
 */

/** A span of moments [fromAt, toAt), the same span as calendar days (both ends in), and their zone. */
export type TSpan = {
  fromAt: Date;
  toAt: Date;
  fromDay: string;
  toDay: string;
  timeZone: string;
};

export type TDayRow = { day: string; kind: string; item: string; a: number; b: number; c: number };

export const INSIGHT_VIEWS = ['cohort', 'watch', 'quiz', 'exercises'] as const;
export type TInsightView = (typeof INSIGHT_VIEWS)[number];

/** Project views count per project, the others per lesson. */
export const SUBJECT_OF: Record<TInsightView, 'project' | 'lesson'> = {
  cohort: 'project',
  watch: 'lesson',
  quiz: 'lesson',
  exercises: 'project',
};

const dayOf = (column: SQL, s: TSpan) => sql`((${column}) at time zone ${s.timeZone})::date::text`;

/**
 * The learners (not admins) who signed up on each day: how many; how many started the project
 * (a progress row on one of its published lessons); finished each section (every published
 * lesson of it completed); hold its certificate; per lesson, started and completed it; and
 * per lesson, went no further (it is the furthest lesson they started).
 */
const cohortDays = (projectId: string, s: TSpan) => sql`
  with cohort as materialized (
    select id, ${dayOf(sql`created_at`, s)} as day from "user"
    where created_at >= ${s.fromAt.toISOString()} and created_at < ${s.toAt.toISOString()}
      and not is_admin
  ),
  lessons as (
    select id, section, row_number() over (order by section, number)::int as ord
    from lesson where project_id = ${projectId} and published
  ),
  sizes as (select section, count(*)::int as n from lessons group by section),
  p as materialized (
    select lp.user_id, c.day, l.id as lesson_id, l.ord, l.section, lp.completed_at
    from lesson_progress lp
    join lessons l on l.id = lp.lesson_id
    join cohort c on c.id = lp.user_id
  ),
  per as (select user_id, day, section, count(completed_at)::int as done from p group by 1, 2, 3),
  furthest as (select user_id, day, max(ord) as ord from p group by 1, 2)
  select day, 'signed_up' as kind, '' as item, count(*)::int as a, 0 as b, 0 as c
  from cohort group by day
  union all
  select day, 'started', '', count(*)::int, 0, 0 from furthest group by day
  union all
  select per.day, 'finished', per.section::text, count(*)::int, 0, 0
  from per join sizes z on z.section = per.section and per.done >= z.n
  group by per.day, per.section
  union all
  select c.day, 'certified', '', count(distinct ce.user_id)::int, 0, 0
  from certificate ce join cohort c on c.id = ce.user_id
  where ce.project_id = ${projectId}
  group by c.day
  union all
  select day, 'lesson', lesson_id::text, count(*)::int, count(completed_at)::int, 0
  from p group by day, lesson_id
  union all
  select f.day, 'last_seen', l.id::text, count(*)::int, 0, 0
  from furthest f join lessons l on l.ord = f.ord
  group by f.day, l.id`;

/** Per stretch of the lesson's video: how many of the day's starters played it, and how often. */
const watchDays = (lessonId: string, s: TSpan) => sql`
  with starters as (
    select user_id, first_on from lesson_watch
    where lesson_id = ${lessonId} and bucket = 0
      and first_on between ${s.fromDay} and ${s.toDay}
  )
  select st.first_on::text as day, 'bucket' as kind, w.bucket::text as item,
    count(*)::int as a, sum(w.plays)::int as b, 0 as c
  from lesson_watch w join starters st on st.user_id = w.user_id
  where w.lesson_id = ${lessonId}
  group by st.first_on, w.bucket`;

/**
 * Per question position and option (item "position option"): how many picked it on their
 * first submitted attempt at the lesson. A first attempt made before answers were recorded
 * (0037) counts for nobody.
 */
const quizDays = (lessonId: string, s: TSpan) => sql`
  select ${dayOf(sql`q.submitted_at`, s)} as day, 'pick' as kind,
    (x->>'position') || ' ' || (x->>'option') as item, count(*)::int as a, 0 as b, 0 as c
  from quiz_attempt q, jsonb_array_elements(q.answers) x
  where q.lesson_id = ${lessonId} and q.answers is not null
    and q.submitted_at >= ${s.fromAt.toISOString()} and q.submitted_at < ${s.toAt.toISOString()}
    and not exists (
      select 1 from quiz_attempt e
      where e.user_id = q.user_id and e.lesson_id = q.lesson_id and e.submitted_at < q.submitted_at
    )
  group by 1, 3`;

/**
 * Per exercise of the project's published lessons, over the learners whose last result fell on
 * the day: learners, passes and those who opened a hint (item: the exercise); those who opened
 * the solution; passes by attempts (item "exercise attempts": failed reports + the passing
 * one); and failures of each check in the latest reports (item "exercise name").
 */
const exerciseDays = (projectId: string, s: TSpan) => sql`
  with ex as (
    select e.id from lesson_exercise e join lesson l on l.id = e.lesson_id
    where l.project_id = ${projectId} and l.published
  ),
  r as materialized (
    select r.exercise_id, r.user_id, ${dayOf(sql`r.updated_at`, s)} as day,
      r.passed, r.failed_count, r.checks
    from exercise_result r join ex on ex.id = r.exercise_id
    where r.updated_at >= ${s.fromAt.toISOString()} and r.updated_at < ${s.toAt.toISOString()}
  ),
  flags as (
    select r.exercise_id, r.day, r.passed,
      exists (select 1 from exercise_hint_open h
        where h.exercise_id = r.exercise_id and h.user_id = r.user_id) as hinted,
      exists (select 1 from exercise_solution_open o
        where o.exercise_id = r.exercise_id and o.user_id = r.user_id) as solved
    from r
  )
  select day, 'learners' as kind, exercise_id::text as item, count(*)::int as a,
    (count(*) filter (where passed))::int as b, (count(*) filter (where hinted))::int as c
  from flags group by day, exercise_id
  union all
  select day, 'solution', exercise_id::text, count(*)::int, 0, 0
  from flags where solved group by day, exercise_id
  union all
  select day, 'tries', exercise_id::text || ' ' || (failed_count + 1)::text, count(*)::int, 0, 0
  from r where passed group by 1, 3
  union all
  select r.day, 'fail', r.exercise_id::text || ' ' || coalesce(k->>'name', ''), count(*)::int, 0, 0
  from r, jsonb_array_elements(r.checks) k
  where (k->>'passed')::boolean is not true
  group by 1, 3`;

/** The statement giving a view's rows per day for a subject over a span. */
export function dayRowsSql(view: TInsightView, subject: string, span: TSpan): SQL {
  switch (view) {
    case 'cohort':
      return cohortDays(subject, span);
    case 'watch':
      return watchDays(subject, span);
    case 'quiz':
      return quizDays(subject, span);
    case 'exercises':
      return exerciseDays(subject, span);
  }
}

// PGlite and node-postgres both answer { rows } (drizzle types execute() per driver).
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A view's rows per day for a subject over a span, counted now. */
export async function dayRows(
  db: TDb,
  view: TInsightView,
  subject: string,
  span: TSpan,
): Promise<TDayRow[]> {
  return rowsOf<TDayRow>(await db.execute(dayRowsSql(view, subject, span)));
}
