import {
  offersHint,
  revealsSolution,
  SOLUTION_AFTER_FAILED_CHECKS,
  type TExerciseFile,
  type TExerciseKind,
  type THintStanding,
  type THintsStanding,
  type TOpenHintResponse,
  type TOpenSolutionResponse,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { openedHintsOf, recordHintOpen, recordSolutionOpen, resultOf } from './repo.ts';

/*
 * The hint ladder on the server (core's hintLadder, docs/decisions/037): a hint's text leaves
 * the server only once the ladder offers it to this learner (after a failed check, one past the
 * last opened, or pointed to by a failed check), so the page cannot show hint 3 early.
 */

export const HINT_NOT_OFFERED =
  'This hint is not offered yet: hints open one at a time after a failed check';
export const noSuchHint = (n: number) => `This exercise has no hint ${n}`;
export const SOLUTION_NOT_OFFERED = `The solution is not offered yet: it comes once the exercise is passed, or after ${SOLUTION_AFTER_FAILED_CHECKS} failed checks with every hint opened`;
/** A site check (kind 'publish') has no solution files: its hints are the help. */
export const NO_SOLUTION = 'This exercise has no solution to show';

type TExerciseRow = {
  id: string;
  kind: TExerciseKind;
  hints: string[];
  solutionFiles: TExerciseFile[];
};
type TResultRow = NonNullable<Awaited<ReturnType<typeof resultOf>>>;

/** The learner's standing on the ladder from their result row and the hints they opened. */
export function hintStanding(
  exercise: TExerciseRow,
  result: TResultRow | null,
  opened: number[],
): THintStanding {
  return {
    passed: result?.passed ?? false,
    failedCount: result?.failedCount ?? 0,
    hintCount: exercise.hints.length,
    opened,
    pointed: (result?.checks ?? []).flatMap((c) => (!c.passed && c.hint ? [c.hint] : [])),
  };
}

/** What the page gets: the count, and the text of the opened hints that still exist. */
export const hintsOf = (exercise: TExerciseRow, opened: number[]): THintsStanding => ({
  count: exercise.hints.length,
  opened: opened.flatMap((n) => {
    const text = exercise.hints[n - 1];
    return text === undefined ? [] : [{ number: n, text }];
  }),
});

/** The hints and solution a learner sees on the exercise now. */
export async function ladderOf(
  db: TDb,
  userId: string,
  exercise: TExerciseRow,
  result: TResultRow | null,
) {
  const opened = await openedHintsOf(db, userId, exercise.id);
  return {
    hints: hintsOf(exercise, opened),
    solutionFiles: revealsSolution(hintStanding(exercise, result, opened))
      ? exercise.solutionFiles
      : null,
  };
}

/**
 * Opens hint `n` for the learner when the ladder offers it (404 past the exercise's hints, 403
 * before it is offered); opening it again answers the same. `exercise` is one they may run.
 */
export async function openHint(
  db: TDb,
  viewer: TViewer,
  exercise: TExerciseRow,
  n: number,
): Promise<TOpenHintResponse> {
  if (n > exercise.hints.length) throw notFound(noSuchHint(n));
  const [result, opened] = await Promise.all([
    resultOf(db, viewer.id, exercise.id),
    openedHintsOf(db, viewer.id, exercise.id),
  ]);
  if (!offersHint(hintStanding(exercise, result, opened), n))
    throw new AppError('FORBIDDEN', HINT_NOT_OFFERED);
  if (!opened.includes(n)) await recordHintOpen(db, viewer.id, exercise.id, n);
  return ladderOf(db, viewer.id, exercise, result);
}

/**
 * Records that the learner opened the solution ("Show solution"), allowed only when the ladder
 * gives them the solution files (ladderOf, read by getExercise); opening it again answers the
 * first time. `exercise` is one they may run.
 */
export async function openSolution(
  db: TDb,
  viewer: TViewer,
  exercise: TExerciseRow,
): Promise<TOpenSolutionResponse> {
  if (exercise.kind !== 'code') throw notFound(NO_SOLUTION);
  const result = await resultOf(db, viewer.id, exercise.id);
  const { solutionFiles } = await ladderOf(db, viewer.id, exercise, result);
  if (!solutionFiles) throw new AppError('FORBIDDEN', SOLUTION_NOT_OFFERED);
  const openedAt = await recordSolutionOpen(db, viewer.id, exercise.id);
  return { openedAt: openedAt.toISOString() };
}
