import type {
  TExercise,
  TExerciseFile,
  TExerciseResult,
  TSiteCheckExercise,
} from '@thinkbuild/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import {
  exerciseDraft,
  exerciseHintOpen,
  exerciseResult,
  exerciseSolutionOpen,
  lesson,
  lessonExercise,
} from '../../../db/schema.ts';
import type { TTx } from '../content/index.ts';

type TQ = TDb | TTx;

export async function exerciseOf(db: TQ, lessonId: string) {
  const [row] = await db
    .select()
    .from(lessonExercise)
    .where(eq(lessonExercise.lessonId, lessonId))
    .limit(1);
  return row ?? null;
}

/** Whether the lesson has an exercise (one indexed row, no content read). */
export async function lessonHasExercise(db: TQ, lessonId: string) {
  const [row] = await db
    .select({ id: lessonExercise.id })
    .from(lessonExercise)
    .where(eq(lessonExercise.lessonId, lessonId))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the lesson's exercise or replaces its content; its id (so drafts and results) stays.
 * `verified`: the hash of the content Try checks passed for and since when, or null.
 */
export async function upsertExercise(
  db: TQ,
  lessonId: string,
  input: TExercise,
  verified: { hash: string; at: Date } | null,
) {
  const values = {
    kind: 'code' as const,
    instructions: input.instructions,
    starterFiles: input.starterFiles,
    solutionFiles: input.solutionFiles,
    checks: input.checks,
    hints: input.hints,
    verifiedHash: verified?.hash ?? null,
    verifiedAt: verified?.at ?? null,
    updatedAt: new Date(),
  };
  return putExercise(db, lessonId, values);
}

/**
 * Makes the lesson's exercise a site check (a code exercise there before keeps its id, so its
 * learners' results, and loses its files and checks). Nothing to verify: the server checks.
 */
export async function upsertSiteCheck(db: TQ, lessonId: string, input: TSiteCheckExercise) {
  const values = {
    kind: 'publish' as const,
    instructions: input.instructions,
    starterFiles: [],
    solutionFiles: [],
    checks: '',
    hints: input.hints,
    verifiedHash: null,
    verifiedAt: null,
    updatedAt: new Date(),
  };
  return putExercise(db, lessonId, values);
}

type TExerciseValues = Omit<typeof lessonExercise.$inferInsert, 'id' | 'lessonId'>;

/** Inserts the lesson's exercise or replaces its content, keeping its id. */
async function putExercise(db: TQ, lessonId: string, values: TExerciseValues) {
  const [row] = await db
    .insert(lessonExercise)
    .values({ lessonId, ...values })
    .onConflictDoUpdate({ target: lessonExercise.lessonId, set: values })
    .returning();
  return row as typeof lessonExercise.$inferSelect;
}

/** The lesson's published flag, its row locked until the transaction ends; null: no lesson. */
export async function lockLesson(tx: TTx, lessonId: string) {
  const [row] = await tx
    .select({ published: lesson.published })
    .from(lesson)
    .where(eq(lesson.id, lessonId))
    .for('update');
  return row ?? null;
}

/** Deletes the lesson's exercise, and with it every draft and result; whether there was one. */
export async function deleteExercise(db: TDb, lessonId: string) {
  const rows = await db
    .delete(lessonExercise)
    .where(eq(lessonExercise.lessonId, lessonId))
    .returning({ id: lessonExercise.id });
  return rows.length > 0;
}

/**
 * Whether the learner passed the lesson's exercise; null when the lesson has none (core's
 * completesWithExercise).
 */
export async function exerciseStanding(
  db: TDb,
  userId: string,
  lessonId: string,
): Promise<boolean | null> {
  const [row] = await db
    .select({ passed: exerciseResult.passed })
    .from(lessonExercise)
    .leftJoin(
      exerciseResult,
      and(eq(exerciseResult.exerciseId, lessonExercise.id), eq(exerciseResult.userId, userId)),
    )
    .where(eq(lessonExercise.lessonId, lessonId))
    .limit(1);
  return row ? (row.passed ?? false) : null;
}

/** A code exercise: a site check has no files, so it is no step of the project. */
const isCode = eq(lessonExercise.kind, 'code');

/**
 * The starter files of a project's first code exercise on a published lesson, in course order
 * (sections by the enum's order, SECTIONS's; then lesson number), or null when it has none.
 */
export async function firstExerciseStarter(db: TDb, projectId: string) {
  const [row] = await db
    .select({ files: lessonExercise.starterFiles })
    .from(lessonExercise)
    .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
    .where(and(eq(lesson.projectId, projectId), eq(lesson.published, true), isCode))
    .orderBy(asc(lesson.section), asc(lesson.number))
    .limit(1);
  return row ? row.files.map(({ name, content }) => ({ name, content })) : null;
}

/**
 * Every published code exercise of a project in course order, with its starter and solution files:
 * what core's projectSteps reads to tell which are steps of one growing project.
 */
export async function projectExercises(db: TQ, projectId: string) {
  const rows = await db
    .select({
      lessonId: lessonExercise.lessonId,
      title: lesson.title,
      starterFiles: lessonExercise.starterFiles,
      solutionFiles: lessonExercise.solutionFiles,
    })
    .from(lessonExercise)
    .innerJoin(lesson, eq(lesson.id, lessonExercise.lessonId))
    .where(and(eq(lesson.projectId, projectId), eq(lesson.published, true), isCode))
    .orderBy(asc(lesson.section), asc(lesson.number));
  return rows;
}

const mine = (
  table: typeof exerciseDraft | typeof exerciseResult,
  userId: string,
  exerciseId: string,
) => and(eq(table.userId, userId), eq(table.exerciseId, exerciseId));

export async function draftOf(db: TDb, userId: string, exerciseId: string) {
  const [row] = await db
    .select()
    .from(exerciseDraft)
    .where(mine(exerciseDraft, userId, exerciseId))
    .limit(1);
  return row ?? null;
}

/** The learner's one draft of the exercise, created or replaced. */
export async function saveDraft(
  db: TDb,
  userId: string,
  exerciseId: string,
  files: TExerciseFile[],
) {
  const updatedAt = new Date();
  const [row] = await db
    .insert(exerciseDraft)
    .values({ userId, exerciseId, files, updatedAt })
    .onConflictDoUpdate({
      target: [exerciseDraft.userId, exerciseDraft.exerciseId],
      set: { files, updatedAt },
    })
    .returning();
  return row as typeof exerciseDraft.$inferSelect;
}

export async function resultOf(db: TDb, userId: string, exerciseId: string) {
  const [row] = await db
    .select()
    .from(exerciseResult)
    .where(mine(exerciseResult, userId, exerciseId))
    .limit(1);
  return row ?? null;
}

/**
 * Stores a reported result in one statement, so two reports at once both count: the latest
 * checks, passed once stays passed (with the time of the first pass), a failure counts.
 */
export async function saveResult(
  db: TDb,
  userId: string,
  exerciseId: string,
  { passed, checks }: TExerciseResult,
) {
  const now = new Date();
  const failed = passed ? 0 : 1;
  const [row] = await db
    .insert(exerciseResult)
    .values({
      userId,
      exerciseId,
      passed,
      checks,
      failedCount: failed,
      passedAt: passed ? now : null,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [exerciseResult.userId, exerciseResult.exerciseId],
      set: {
        passed: sql`${exerciseResult.passed} or excluded.passed`,
        checks,
        failedCount: sql`${exerciseResult.failedCount} + ${failed}`,
        passedAt: sql`coalesce(${exerciseResult.passedAt}, excluded.passed_at)`,
        updatedAt: now,
      },
    })
    .returning();
  return row as typeof exerciseResult.$inferSelect;
}

/** The numbers of the exercise's hints the learner opened, in order. */
export async function openedHintsOf(db: TQ, userId: string, exerciseId: string) {
  const rows = await db
    .select({ hint: exerciseHintOpen.hint })
    .from(exerciseHintOpen)
    .where(and(eq(exerciseHintOpen.userId, userId), eq(exerciseHintOpen.exerciseId, exerciseId)))
    .orderBy(exerciseHintOpen.hint);
  return rows.map((r) => r.hint);
}

/** Records an opened hint; opening it again keeps the first time (idempotent). */
export async function recordHintOpen(db: TQ, userId: string, exerciseId: string, hint: number) {
  await db.insert(exerciseHintOpen).values({ userId, exerciseId, hint }).onConflictDoNothing();
}

/**
 * Records that the learner opened the exercise's solution, in one statement: the first time
 * stays (a second opening rewrites the row with the time it had). When they first opened it.
 */
export async function recordSolutionOpen(db: TQ, userId: string, exerciseId: string) {
  const [row] = await db
    .insert(exerciseSolutionOpen)
    .values({ userId, exerciseId })
    .onConflictDoUpdate({
      target: [exerciseSolutionOpen.userId, exerciseSolutionOpen.exerciseId],
      set: { openedAt: sql`${exerciseSolutionOpen.openedAt}` },
    })
    .returning({ openedAt: exerciseSolutionOpen.openedAt });
  return (row as { openedAt: Date }).openedAt;
}
