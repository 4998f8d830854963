import { SOLUTION_AFTER_FAILED_CHECKS, type TSection } from '@thinkbuild/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { lesson, project } from '../../../db/schema.ts';

/*
 * The SQL of the author's Insights (decisions/046): counts over many learners, never a row about
 * one. Every statement is an aggregate over indexed tables, answered at once (no rollups). The
 * funnel and the drop-off follow the learners who signed up in the range (their cohort) to
 * today; the video's retention reads the watching that began in the range; the quiz the first
 * attempts submitted in it; the exercises the results last reported in it.
 */

/** A span of moments [fromAt, toAt) and the same span as calendar days (both ends in). */
export type TSpan = { fromAt: Date; toAt: Date; fromDay: string; toDay: string };

// PGlite and node-postgres both answer { rows } (drizzle types execute() per driver).
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every project with its published lessons in course order, for the Insights pickers. */
export async function insightsCatalog(db: TDb) {
  const rows = await db
    .select({
      projectId: project.id,
      projectTitle: project.title,
      category: project.category,
      slug: project.slug,
      lessonId: lesson.id,
      lessonTitle: lesson.title,
      section: lesson.section,
      number: lesson.number,
      durationSeconds: lesson.durationSeconds,
      published: lesson.published,
    })
    .from(project)
    .leftJoin(lesson, eq(lesson.projectId, project.id))
    .orderBy(
      asc(project.category),
      asc(project.position),
      asc(project.title),
      asc(lesson.section),
      asc(lesson.number),
    );
  return rows;
}

/** One lesson's title, duration and place (for the retention and quiz views), or undefined. */
export async function insightsLesson(db: TDb, lessonId: string) {
  const [row] = await db
    .select({
      id: lesson.id,
      title: lesson.title,
      section: lesson.section,
      number: lesson.number,
      durationSeconds: lesson.durationSeconds,
      category: project.category,
      slug: project.slug,
    })
    .from(lesson)
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(eq(lesson.id, lessonId));
  return row;
}

const cohort = (s: TSpan) => sql`
  cohort as (
    select id from "user"
    where created_at >= ${s.fromAt.toISOString()} and created_at < ${s.toAt.toISOString()}
      and not is_admin
  )`;

const projectLessons = (projectId: string) => sql`
  lessons as (
    select id, title, section, number,
      row_number() over (order by section, number)::int as ord
    from lesson where project_id = ${projectId} and published
  )`;

/**
 * The funnel's counts: learners who signed up in the span, of them those who started the project
 * (a progress row on one of its lessons), finished each section (every published lesson of it
 * completed) and hold a certificate of the project.
 */
export async function funnelCounts(db: TDb, projectId: string, span: TSpan) {
  // One pass over the cohort's progress (per: a row per learner and section), read twice.
  const rows = rowsOf<{ step: string; section: TSection | null; n: number }>(
    await db.execute(sql`
      with ${cohort(span)}, ${projectLessons(projectId)},
      sizes as (select section, count(*)::int as n from lessons group by section),
      per as materialized (
        select lp.user_id, l.section, count(lp.completed_at)::int as done
        from lesson_progress lp
        join lessons l on l.id = lp.lesson_id
        join cohort c on c.id = lp.user_id
        group by lp.user_id, l.section
      )
      select 'signed_up' as step, null::section as section, count(*)::int as n from cohort
      union all
      select 'started', null, count(distinct user_id)::int from per
      union all
      select 'finished', s.section, count(p.user_id)::int
      from sizes s left join per p on p.section = s.section and p.done >= s.n
      group by s.section
      union all
      select 'certified', null, count(distinct ce.user_id)::int
      from certificate ce join cohort c on c.id = ce.user_id
      where ce.project_id = ${projectId}
    `),
  );
  const step = (name: string) => rows.find((r) => r.step === name)?.n ?? 0;
  return {
    signedUp: step('signed_up'),
    started: step('started'),
    certified: step('certified'),
    sections: rows.flatMap((r) =>
      r.step === 'finished' && r.section ? [{ section: r.section, finished: r.n }] : [],
    ),
  };
}

/**
 * Per published lesson in course order: how many of the cohort started it, completed it, and
 * went no further (it is the furthest lesson they started).
 */
export async function dropOffCounts(db: TDb, projectId: string, span: TSpan) {
  return rowsOf<{
    lesson_id: string;
    title: string;
    started: number;
    completed: number;
    last_seen: number;
  }>(
    await db.execute(sql`
      with ${cohort(span)}, ${projectLessons(projectId)},
      p as (
        select lp.user_id, l.ord, lp.completed_at
        from lesson_progress lp
        join lessons l on l.id = lp.lesson_id
        join cohort c on c.id = lp.user_id
      ),
      per_lesson as (
        select ord, count(*)::int as started, count(completed_at)::int as completed
        from p group by ord
      ),
      furthest as (select user_id, max(ord) as ord from p group by user_id),
      last_seen as (select ord, count(*)::int as n from furthest group by ord)
      select l.id as lesson_id, l.title,
        coalesce(pl.started, 0) as started, coalesce(pl.completed, 0) as completed,
        coalesce(ls.n, 0) as last_seen
      from lessons l
      left join per_lesson pl on pl.ord = l.ord
      left join last_seen ls on ls.ord = l.ord
      order by l.ord
    `),
  );
}

/**
 * A lesson's watching: the learners who began its opening stretch in the span (starters), and
 * for each stretch how many of them watched it and how many plays it had.
 */
export async function watchCounts(db: TDb, lessonId: string, span: TSpan) {
  const rows = rowsOf<{ bucket: number; viewers: number; plays: number }>(
    await db.execute(sql`
      with starters as (
        select user_id from lesson_watch
        where lesson_id = ${lessonId} and bucket = 0
          and first_on between ${span.fromDay} and ${span.toDay}
      )
      select w.bucket::int as bucket, count(*)::int as viewers, sum(w.plays)::int as plays
      from lesson_watch w join starters s on s.user_id = w.user_id
      where w.lesson_id = ${lessonId}
      group by w.bucket order by w.bucket
    `),
  );
  const starters = rows.find((r) => r.bucket === 0)?.viewers ?? 0;
  return { starters, buckets: rows };
}

/** A lesson's questions as the author wrote them, in order. */
export async function lessonQuestions(db: TDb, lessonId: string) {
  return rowsOf<{ position: number; question: string; options: string[]; correct_option: number }>(
    await db.execute(sql`
      select position, question, options, correct_option from quiz_question
      where lesson_id = ${lessonId} order by position
    `),
  );
}

/**
 * The options picked on each learner's first submitted attempt at a lesson's quiz, when that
 * attempt was submitted in the span: per question position and option, how many picked it.
 * A first attempt made before answers were recorded (0037) counts for nobody.
 */
export async function firstAttemptPicks(db: TDb, lessonId: string, span: TSpan) {
  return rowsOf<{ position: number; option: number; picked: number }>(
    await db.execute(sql`
      with firsts as (
        select distinct on (user_id) answers, submitted_at
        from quiz_attempt
        where lesson_id = ${lessonId} and submitted_at is not null
        order by user_id, submitted_at
      )
      select (a->>'position')::int as position, (a->>'option')::int as option, count(*)::int as picked
      from firsts f, jsonb_array_elements(f.answers) a
      where f.answers is not null
        and f.submitted_at >= ${span.fromAt.toISOString()} and f.submitted_at < ${span.toAt.toISOString()}
      group by 1, 2
    `),
  );
}

/**
 * Per exercise of a project's lessons, over the results last reported in the span: learners,
 * passes, the median attempts to pass (failed reports + the passing one; the lower middle),
 * the check failing most often in the latest reports (by name), learners who opened a hint in
 * the span, and learners the solution was offered to before passing (every hint opened and
 * SOLUTION_AFTER_FAILED_CHECKS failed reports, core's revealsSolution).
 */
export async function exerciseCounts(db: TDb, projectId: string, span: TSpan) {
  const from = span.fromAt.toISOString();
  const to = span.toAt.toISOString();
  return rowsOf<{
    exercise_id: string;
    lesson_id: string;
    lesson_title: string;
    learners: number;
    passed: number;
    median_attempts: number | null;
    failed_check: string | null;
    failed_check_count: number | null;
    opened_hints: number;
    reached_solution: number;
  }>(
    await db.execute(sql`
      with ex as (
        select e.id, e.lesson_id, l.title, jsonb_array_length(e.hints) as hint_count,
          row_number() over (order by l.section, l.number) as ord
        from lesson_exercise e join lesson l on l.id = e.lesson_id
        where l.project_id = ${projectId} and l.published
      ),
      r as materialized (
        select r.exercise_id, r.user_id, r.passed, r.failed_count, r.checks, ex.hint_count
        from exercise_result r join ex on ex.id = r.exercise_id
        where r.updated_at >= ${from} and r.updated_at < ${to}
      ),
      opened as (
        select h.exercise_id, h.user_id, count(*)::int as n,
          bool_or(h.opened_at >= ${from} and h.opened_at < ${to}) as in_span
        from exercise_hint_open h join ex on ex.id = h.exercise_id
        group by h.exercise_id, h.user_id
      ),
      totals as (
        select r.exercise_id, count(*)::int as learners,
          count(*) filter (where r.passed)::int as passed,
          (percentile_disc(0.5) within group (order by r.failed_count + 1)
            filter (where r.passed))::int as median_attempts,
          count(*) filter (where r.failed_count >= ${SOLUTION_AFTER_FAILED_CHECKS}
            and coalesce(o.n, 0) >= r.hint_count)::int as reached_solution
        from r left join opened o on o.exercise_id = r.exercise_id and o.user_id = r.user_id
        group by r.exercise_id
      ),
      hinted as (
        select exercise_id, count(*)::int as n from opened where in_span group by exercise_id
      ),
      fails as (
        select r.exercise_id, c->>'name' as name, count(*)::int as n
        from r, jsonb_array_elements(r.checks) c
        where (c->>'passed')::boolean is not true
        group by 1, 2
      ),
      top_fail as (
        select distinct on (exercise_id) exercise_id, name, n from fails
        order by exercise_id, n desc, name
      )
      select ex.id as exercise_id, ex.lesson_id, ex.title as lesson_title,
        coalesce(t.learners, 0) as learners, coalesce(t.passed, 0) as passed,
        t.median_attempts, tf.name as failed_check, tf.n as failed_check_count,
        coalesce(h.n, 0) as opened_hints, coalesce(t.reached_solution, 0) as reached_solution
      from ex
      left join totals t on t.exercise_id = ex.id
      left join hinted h on h.exercise_id = ex.id
      left join top_fail tf on tf.exercise_id = ex.id
      order by ex.ord
    `),
  );
}
