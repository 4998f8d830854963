// A learner's progress through the course: positions, completions, quiz scores and the lessons a
// "Learn in order" project makes them wait for. Its hot reads join lessons with progress in one
// statement (decisions/017), so they sit here rather than next to the lesson reads.
import { PASS_SCORE, type TSection } from '@thinkbuild/core';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  exerciseResult,
  lesson,
  lessonExercise,
  lessonProgress,
  project,
  quizAttempt,
} from '../../../db/schema.ts';

const mine = (userId: string) =>
  and(eq(lessonProgress.lessonId, lesson.id), eq(lessonProgress.userId, userId));

export type TProgressMark = {
  completed: boolean;
  positionSeconds: number;
  bestQuizScore: number | null;
};

/** The learner's progress rows in one project, by lesson id: only the columns a list shows. */
export async function progressInProject(
  db: TDb,
  projectId: string,
  userId: string,
): Promise<ReadonlyMap<string, TProgressMark>> {
  const rows = await db
    .select({
      lessonId: lessonProgress.lessonId,
      completedAt: lessonProgress.completedAt,
      positionSeconds: lessonProgress.positionSeconds,
      bestQuizScore: lessonProgress.bestQuizScore,
    })
    .from(lessonProgress)
    .innerJoin(lesson, eq(lesson.id, lessonProgress.lessonId))
    .where(and(eq(lessonProgress.userId, userId), eq(lesson.projectId, projectId)));
  return new Map(
    rows.map((r) => [
      r.lessonId,
      {
        completed: r.completedAt !== null,
        positionSeconds: r.positionSeconds,
        bestQuizScore: r.bestQuizScore,
      },
    ]),
  );
}

/** How many of the project's published lessons the learner finished: reads only their rows. */
export async function doneCount(db: TDb, projectId: string, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .innerJoin(lesson, eq(lesson.id, lessonProgress.lessonId))
    .where(
      and(
        eq(lessonProgress.userId, userId),
        isNotNull(lessonProgress.completedAt),
        eq(lesson.projectId, projectId),
        eq(lesson.published, true),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The first published lesson in course order (sections in their enum order, then number) among
 * `sections`; only an unfinished one when `unfinished`.
 */
export async function firstLesson(
  db: TDb,
  projectId: string,
  userId: string,
  sections: readonly TSection[],
  unfinished: boolean,
) {
  if (sections.length === 0) return null;
  // NOT EXISTS lets the database walk the (project, section, number) index in order and stop
  // at the first unfinished lesson.
  const finished = db
    .select({ one: sql`1` })
    .from(lessonProgress)
    .where(and(mine(userId), isNotNull(lessonProgress.completedAt)));
  const [row] = await db
    .select({ id: lesson.id, section: lesson.section, number: lesson.number, title: lesson.title })
    .from(lesson)
    .where(
      and(
        eq(lesson.projectId, projectId),
        eq(lesson.published, true),
        inArray(lesson.section, [...sections]),
        unfinished ? notExists(finished) : undefined,
      ),
    )
    .orderBy(asc(lesson.section), asc(lesson.number))
    .limit(1);
  return row ?? null;
}

export async function progressByLesson(db: TDb, userId: string, lessonIds: string[]) {
  if (lessonIds.length === 0) return new Map<string, typeof lessonProgress.$inferSelect>();
  const rows = await db
    .select()
    .from(lessonProgress)
    .where(and(eq(lessonProgress.userId, userId), inArray(lessonProgress.lessonId, lessonIds)));
  return new Map(rows.map((r) => [r.lessonId, r]));
}

/** Saves the position; marks the lesson complete (once, never undone) when `complete` is true. */
export async function savePosition(
  db: TDb,
  userId: string,
  lessonId: string,
  positionSeconds: number,
  complete: boolean,
) {
  const completedAt = complete ? new Date() : null;
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, lessonId, positionSeconds, completedAt })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        positionSeconds,
        updatedAt: new Date(),
        completedAt: sql`coalesce(${lessonProgress.completedAt}, ${completedAt})`,
      },
    })
    .returning();
  return row;
}

/** Marks the lesson complete for the learner (once, never undone); whether it now is. */
export async function markComplete(db: TDb, userId: string, lessonId: string) {
  const rows = await db
    .update(lessonProgress)
    .set({
      completedAt: sql`coalesce(${lessonProgress.completedAt}, now())`,
      updatedAt: new Date(),
    })
    .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.lessonId, lessonId)))
    .returning({ id: lessonProgress.lessonId });
  return rows.length > 0;
}

/**
 * Keeps the best quiz score and completes the lesson when `complete` (a pass, and the lesson's
 * exercise passed if it has one: core's completesWithExercise).
 */
export async function saveQuizScore(
  db: TDb,
  userId: string,
  lessonId: string,
  score: number,
  complete: boolean,
) {
  const completedAt = complete ? new Date() : null;
  const [row] = await db
    .insert(lessonProgress)
    .values({ userId, lessonId, bestQuizScore: score, completedAt })
    .onConflictDoUpdate({
      target: [lessonProgress.userId, lessonProgress.lessonId],
      set: {
        bestQuizScore: sql`greatest(coalesce(${lessonProgress.bestQuizScore}, 0), ${score})`,
        completedAt: sql`coalesce(${lessonProgress.completedAt}, ${completedAt})`,
        updatedAt: new Date(),
      },
    })
    .returning();
  return row;
}

export async function mostRecentProgress(db: TDb, userId: string) {
  const [row] = await db
    .select({
      lessonId: lesson.id,
      projectId: project.id,
      section: lesson.section,
      number: lesson.number,
      title: lesson.title,
      project: project.slug,
      projectTitle: project.title,
      category: project.category,
    })
    .from(lessonProgress)
    .innerJoin(lesson, and(eq(lesson.id, lessonProgress.lessonId), eq(lesson.published, true)))
    .innerJoin(project, eq(project.id, lesson.projectId))
    .where(eq(lessonProgress.userId, userId))
    .orderBy(desc(lessonProgress.updatedAt))
    .limit(1);
  return row ?? null;
}

export type TWaitedLesson = { id: string; number: number; title: string };

/**
 * For each lesson, the lesson it waits for in a "Learn in order" project: the first published
 * lesson of its section after the last one this learner completed before it (core's orderLocks
 * rule), absent when the lesson just before it is complete or it starts its section. One query
 * for any number of lessons.
 */
export async function waitedLessons(
  db: TDb,
  userId: string,
  lessonIds: readonly string[],
): Promise<Map<string, TWaitedLesson>> {
  if (lessonIds.length === 0) return new Map();
  const result = await db.execute(sql`
    select l.id as "lessonId", w.id, w.number, w.title
    from ${lesson} l
    join lateral (
      select max(d.number) as number from ${lesson} d
      join ${lessonProgress} dp on dp.lesson_id = d.id and dp.user_id = ${userId}
        and dp.completed_at is not null
      where d.project_id = l.project_id and d.section = l.section and d.published
        and d.number < l.number
    ) done on true
    join lateral (
      select x.id, x.number, x.title from ${lesson} x
      where x.project_id = l.project_id and x.section = l.section and x.published
        and x.number < l.number and (done.number is null or x.number > done.number)
      order by x.number limit 1
    ) w on true
    where l.id in (${sql.join(
      lessonIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
  const rows = (result as unknown as { rows: (TWaitedLesson & { lessonId: string })[] }).rows;
  return new Map(rows.map(({ lessonId, ...waited }) => [lessonId, waited]));
}

/**
 * Every published lesson of a project with the learner's best quiz score (null: none yet) and,
 * for a lesson with a code exercise, whether they passed it (null: no exercise).
 */
export function lessonScores(db: TDb, projectId: string, userId: string) {
  return db
    .select({
      section: lesson.section,
      bestScore: lessonProgress.bestQuizScore,
      exercisePassed: sql<boolean | null>`case when ${lessonExercise.id} is null then null
        else coalesce(${exerciseResult.passed}, false) end`,
    })
    .from(lesson)
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, lesson.id), eq(lessonProgress.userId, userId)),
    )
    .leftJoin(lessonExercise, eq(lessonExercise.lessonId, lesson.id))
    .leftJoin(
      exerciseResult,
      and(eq(exerciseResult.exerciseId, lessonExercise.id), eq(exerciseResult.userId, userId)),
    )
    .where(and(eq(lesson.projectId, projectId), eq(lesson.published, true)));
}

/** How many of the learner's submitted attempts at this quiz failed (core's revealsAnswers). */
export async function failedAttempts(db: TDb, userId: string, lessonId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempt)
    .where(
      and(
        eq(quizAttempt.userId, userId),
        eq(quizAttempt.lessonId, lessonId),
        isNotNull(quizAttempt.submittedAt),
        lt(quizAttempt.score, PASS_SCORE),
      ),
    );
  return row?.n ?? 0;
}
