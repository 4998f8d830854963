import {
  canRunExercises,
  completesByQuiz,
  completesByWatching,
  completesWithExercise,
  EXERCISES_NEED_STARTER,
  projectSteps,
  SITE_CHECK_MESSAGES,
  STEP_MESSAGES,
  stepName,
  type TCategory,
  type TExerciseDraft,
  type TExerciseFile,
  type TExerciseResponse,
  type TExerciseResult,
  type TExerciseStep,
  type TSavedResult,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { openLesson } from '../access/index.ts';
import { findOpenProject, hasCompleteQuiz, listQuestions } from '../content/index.ts';
import { markComplete, progressByLesson } from '../progress/index.ts';
import { ladderOf, openHint, openSolution } from './hints.ts';
import { draftOf, exerciseOf, projectExercises, resultOf, saveDraft, saveResult } from './repo.ts';

/*
 * A lesson's code exercise. Its endpoints follow the lesson's access rule (access/access.ts:
 * openLesson), then the plan matrix's `exercises`: without it a learner reads the instructions
 * and the page offers a plan; with it they get the files and checks, and keep a draft and
 * results. The server never runs learner code: it stores what the browser reports.
 */

export const NO_EXERCISE = 'This lesson has no exercise';

type TExerciseRow = NonNullable<Awaited<ReturnType<typeof exerciseOf>>>;

/** The exercise of a lesson the viewer may open (401, 403 or 404 as the lesson's other parts). */
async function openExercise(db: TDb, viewer: TViewer, lessonId: string) {
  const { lesson, project } = await openLesson(db, viewer, lessonId);
  const exercise = await exerciseOf(db, lessonId);
  if (!exercise) throw notFound(NO_EXERCISE);
  return { exercise, lesson, project };
}

/** As openExercise, for writing a draft or a result: refused without the plan's exercises. */
async function runnableExercise(db: TDb, viewer: TViewer, lessonId: string) {
  const opened = await openExercise(db, viewer, lessonId);
  if (!canRunExercises(viewer.role)) throw new AppError('FORBIDDEN', EXERCISES_NEED_STARTER);
  return opened;
}

/**
 * As runnableExercise, for what only a code exercise has (a draft, a browser's report): a site
 * check is checked by the server alone, so a browser's "passed" for it is refused.
 */
async function codeExercise(db: TDb, viewer: TViewer, lessonId: string) {
  const opened = await runnableExercise(db, viewer, lessonId);
  if (opened.exercise.kind !== 'code')
    throw new AppError('FORBIDDEN', SITE_CHECK_MESSAGES.checkedByServer);
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
  const { exercise, project } = await openExercise(db, viewer, lessonId);
  if (!canRunExercises(viewer.role)) return { canRun: false, instructions: exercise.instructions };
  const code = exercise.kind === 'code';
  const [draft, result, step, open] = await Promise.all([
    code ? draftOf(db, viewer.id, exercise.id) : null,
    resultOf(db, viewer.id, exercise.id),
    code ? stepOfLesson(db, project, lessonId) : null,
    code ? null : findOpenProject(db, project.category, project.slug),
  ]);
  const ladder = await ladderOf(db, viewer.id, exercise, result);
  return {
    canRun: true,
    kind: exercise.kind,
    instructions: exercise.instructions,
    starterFiles: exercise.starterFiles,
    checks: exercise.checks,
    draft: draft ? { files: draft.files, updatedAt: draft.updatedAt.toISOString() } : null,
    result: result ? savedResult(result) : null,
    step: step && { ...step, category: project.category, project: project.slug },
    site: open && { category: open.category, project: open.slug },
    ...ladder,
    // A site check has no solution files to reveal: its hints are the help.
    solutionFiles: code ? ladder.solutionFiles : null,
  };
}

/**
 * The step a lesson's exercise is of its project's one growing project (core's projectSteps),
 * named for History, or null when the exercise stands on its own.
 */
async function stepOfLesson(
  db: TDb,
  project: { category: TCategory; slug: string },
  lessonId: string,
) {
  // My project is kept for published projects of published tracks only.
  const open = await findOpenProject(db, project.category, project.slug);
  if (!open) return null;
  const exercises = await projectExercises(db, open.id);
  const step = projectSteps(exercises).get(lessonId);
  const title = exercises.find((e) => e.lessonId === lessonId)?.title ?? '';
  return step ? { ...step, name: stepName(step, title) } : null;
}

/**
 * A lesson's exercise as a step of the project the learner keeps (modules/workspaces): its name,
 * its reference code (the starter files: the step before's solution) and whether the learner
 * passed it. Refused as the exercise's other endpoints (sign-in, plan, section, order), and 404
 * when it is no step of this project.
 */
export async function projectStep(
  db: TDb,
  viewer: TViewer,
  projectId: string,
  lessonId: string,
): Promise<Pick<TExerciseStep, 'name'> & { starterFiles: TExerciseFile[]; passed: boolean }> {
  const { exercise, lesson, project } = await runnableExercise(db, viewer, lessonId);
  const step = lesson.projectId === projectId && (await stepOfLesson(db, project, lessonId));
  if (!step) throw notFound(STEP_MESSAGES.notAStep);
  const result = await resultOf(db, viewer.id, exercise.id);
  return { name: step.name, starterFiles: exercise.starterFiles, passed: result?.passed ?? false };
}

/** Saves the learner's one draft of the lesson's exercise (a second save replaces it). */
export async function putExerciseDraft(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  { files }: TExerciseDraft,
) {
  const { exercise } = await codeExercise(db, viewer, lessonId);
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
  const { exercise, lesson } = await codeExercise(db, viewer, lessonId);
  return keepResult(db, viewer, exercise, lesson, result);
}

/**
 * Runs the server's check of a lesson's site check ("publish your project and check it at its
 * address", modules/sites) on the lesson's project, and keeps its outcome as a browser's report
 * of a code exercise is kept. Refused as the exercise's other endpoints, and 404 for a code
 * exercise.
 */
export async function postSiteCheck(
  db: TDb,
  viewer: TViewer,
  lessonId: string,
  check: (project: { category: TCategory; slug: string }) => Promise<TExerciseResult>,
) {
  const { exercise, lesson, project } = await runnableExercise(db, viewer, lessonId);
  if (exercise.kind !== 'publish') throw notFound(SITE_CHECK_MESSAGES.notASiteCheck);
  const result = await check({ category: project.category, slug: project.slug });
  const kept = await keepResult(db, viewer, exercise, lesson, result);
  return { ...kept, solutionFiles: null };
}

async function keepResult(
  db: TDb,
  viewer: TViewer,
  exercise: TExerciseRow,
  lesson: { id: string; durationSeconds: number | null },
  result: TExerciseResult,
) {
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

/**
 * Records that the learner opened the solution of the lesson's exercise, once the ladder offers
 * it (hints.ts); the first time is kept.
 */
export async function openExerciseSolution(db: TDb, viewer: TViewer, lessonId: string) {
  const { exercise } = await runnableExercise(db, viewer, lessonId);
  return openSolution(db, viewer, exercise);
}
