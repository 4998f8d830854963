import {
  canRunExercises,
  completesByQuiz,
  completesByWatching,
  completesWithExercise,
  EXERCISES_NEED_STARTER,
  type TExerciseDraft,
  type TExerciseResponse,
  type TExerciseResult,
  type TSavedResult,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { openLesson } from '../access/index.ts';
import { hasCompleteQuiz, listQuestions } from '../content/index.ts';
import { markComplete, progressByLesson } from '../progress/index.ts';
import { ladderOf, openHint } from './hints.ts';
import { draftOf, exerciseOf, resultOf, saveDraft, saveResult } from './repo.ts';

/*
 * A lesson's code exercise. Its endpoints follow the lesson's access rule (access/access.ts:
 * openLesson), then the plan matrix's `exercises`: without it a learner reads the instructions
 * and the page offers a plan; with it they get the files and checks, and keep a draft and
 * results. The server never runs learner code: it stores what the browser reports.
 */

export const NO_EXERCISE = 'This lesson has no exercise';

/** The exercise of a lesson the viewer may open (401, 403 or 404 as the lesson's other parts). */
async function openExercise(db: TDb, viewer: TViewer, lessonId: string) {
  const { lesson } = await openLesson(db, viewer, lessonId);
  const exercise = await exerciseOf(db, lessonId);
  if (!exercise) throw notFound(NO_EXERCISE);
  return { exercise, lesson };
}

/** As openExercise, for writing a draft or a result: refused without the plan's exercises. */
async function runnableExercise(db: TDb, viewer: TViewer, lessonId: string) {
  const opened = await openExercise(db, viewer, lessonId);
  if (!canRunExercises(viewer.role)) throw new AppError('FORBIDDEN', EXERCISES_NEED_STARTER);
  return opened;
}

/**
 * On a passed exercise, completes the lesson if the rest is done (core's completesWithExercise
 * over mastery.ts's rule): its quiz passed, or watched when it has no quiz. Whether the lesson
 * is complete for the learner now.
 */
async function completeIfDone(
  db: TDb,
  userId: string,
  lesson: { id: string; durationSeconds: number | null },
  exercisePassed: boolean,
) {
  const progress = (await progressByLesson(db, userId, [lesson.id])).get(lesson.id);
  if (progress?.completedAt) return true;
  if (!exercisePassed || !progress) return false;
  const hasQuiz = hasCompleteQuiz(await listQuestions(db, lesson.id));
  const duration = lesson.durationSeconds;
  const watched = duration ? progress.positionSeconds / duration : 0;
  const rest = hasQuiz
    ? completesByQuiz(progress.bestQuizScore ?? 0)
    : completesByWatching(watched, false);
  if (!completesWithExercise(rest, exercisePassed)) return false;
  return markComplete(db, userId, lesson.id);
}

const savedResult = (row: NonNullable<Awaited<ReturnType<typeof resultOf>>>): TSavedResult => ({
  passed: row.passed,
  checks: row.checks,
  failedCount: row.failedCount,
  passedAt: row.passedAt?.toISOString() ?? null,
});

export async function getExercise(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
): Promise<TExerciseResponse> {
  const { exercise } = await openExercise(db, viewer, lessonId);
  if (!canRunExercises(viewer.role)) return { canRun: false, instructions: exercise.instructions };
  const [draft, result] = await Promise.all([
    draftOf(db, viewer.id, exercise.id),
    resultOf(db, viewer.id, exercise.id),
  ]);
  const ladder = await ladderOf(db, viewer.id, exercise, result);
  return {
    canRun: true,
    instructions: exercise.instructions,
    starterFiles: exercise.starterFiles,
    checks: exercise.checks,
    draft: draft ? { files: draft.files, updatedAt: draft.updatedAt.toISOString() } : null,
    result: result ? savedResult(result) : null,
    ...ladder,
  };
}

/** Saves the learner's one draft of the lesson's exercise (a second save replaces it). */
export async function putExerciseDraft(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  { files }: TExerciseDraft,
) {
  const { exercise } = await runnableExercise(db, viewer, lessonId);
  const row = await saveDraft(db, viewer.id, exercise.id, files);
  return { files: row.files, updatedAt: row.updatedAt.toISOString() };
}

/**
 * Stores what the browser's checks gave and answers the learner's standing: whether the lesson
 * is complete now, and the solution once it is theirs to see. The result and the completion it
 * brings are one transaction: a pass kept without its completion would leave the lesson open
 * with nothing left to report that completes it.
 */
export async function postExerciseResult(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  result: TExerciseResult,
) {
  const { exercise, lesson } = await runnableExercise(db, viewer, lessonId);
  const { row, completed } = await db.transaction(async (tx) => {
    const saved = await saveResult(tx, viewer.id, exercise.id, result);
    return { row: saved, completed: await completeIfDone(tx, viewer.id, lesson, saved.passed) };
  });
  const { solutionFiles } = await ladderOf(db, viewer.id, exercise, row);
  return { result: savedResult(row), completed, solutionFiles };
}

/** Opens hint `n` of the lesson's exercise when the ladder offers it (hints.ts). */
export async function openExerciseHint(db: TDb, viewer: TViewer, lessonId: string, n: number) {
  const { exercise } = await runnableExercise(db, viewer, lessonId);
  return openHint(db, viewer, exercise, n);
}
