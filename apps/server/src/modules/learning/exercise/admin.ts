import {
  projectSteps,
  RUN_TRY_CHECKS,
  type TAdminExercise,
  type TExerciseSave,
  type TSiteCheckExercise,
  verifies,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { verificationHash } from '../../../lib/verification-hash.ts';
import { findLessonWithProject, LESSON_NOT_FOUND } from '../content/index.ts';
import { NO_EXERCISE } from './exercises.ts';
import {
  deleteExercise,
  exerciseOf,
  lockLesson,
  projectExercises,
  upsertExercise,
  upsertSiteCheck,
} from './repo.ts';

/*
 * The admin's side of a lesson's exercise, and the publish rule (docs/decisions/019,
 * "Authoring"): a lesson with an exercise is published, and a published lesson's exercise saved,
 * only when the admin's Try checks passed for exactly its files and checks. The browser reports
 * the Try with the save and the server believes it: the admin is trusted, so this guards against
 * mistakes (a solution that fails, starter files with nothing left to do, an edit after the Try),
 * not against a forged report.
 */

type TExerciseRow = NonNullable<Awaited<ReturnType<typeof exerciseOf>>>;

const refuseUnverified = () =>
  new AppError('VALIDATION', RUN_TRY_CHECKS, { verification: RUN_TRY_CHECKS });

// A site check has nothing to try: the server's checks are fixed (core's site-check.ts).
const isVerified = (row: TExerciseRow) =>
  row.kind === 'publish' ||
  (row.verifiedHash !== null && row.verifiedHash === verificationHash(row));

/** The exercise as the admin's editor reads it, with the step learners meet it as. */
async function adminExercise(db: TDb, row: TExerciseRow): Promise<TAdminExercise> {
  if (row.kind === 'publish')
    return {
      kind: 'publish',
      instructions: row.instructions,
      hints: row.hints,
      updatedAt: row.updatedAt.toISOString(),
    };
  const found = await findLessonWithProject(db, row.lessonId);
  const steps = found ? projectSteps(await projectExercises(db, found.project.id)) : null;
  return codeExercise(row, steps?.get(row.lessonId) ?? null);
}

const codeExercise = (
  row: TExerciseRow,
  step: { number: number; of: number } | null,
): TAdminExercise => ({
  kind: 'code',
  step,
  instructions: row.instructions,
  starterFiles: row.starterFiles,
  solutionFiles: row.solutionFiles,
  checks: row.checks,
  hints: row.hints,
  updatedAt: row.updatedAt.toISOString(),
  verifiedAt: isVerified(row) ? (row.verifiedAt?.toISOString() ?? null) : null,
});

async function lessonOrThrow(db: TDb, lessonId: string) {
  if (!(await findLessonWithProject(db, lessonId))) throw notFound(LESSON_NOT_FOUND);
}

/** The admin's view of a lesson's exercise, published or not. */
export async function getAdminExercise(db: TDb, lessonId: string): Promise<TAdminExercise> {
  await lessonOrThrow(db, lessonId);
  const row = await exerciseOf(db, lessonId);
  if (!row) throw notFound(NO_EXERCISE);
  return adminExercise(db, row);
}

/**
 * Creates or replaces a lesson's exercise; learners' drafts and results stay with it. A passing
 * Try sent with it verifies this content; without one, it stays verified only if the files and
 * checks did not change (new instructions need no new Try). The lesson's row is locked so a
 * video finishing its upload at the same moment cannot publish it past the rule.
 */
export async function putAdminExercise(
  db: TDb,
  lessonId: string,
  { verification, ...exercise }: TExerciseSave,
): Promise<TAdminExercise> {
  const hash = verificationHash(exercise);
  const row = await db.transaction(async (tx) => {
    const lesson = await lockLesson(tx, lessonId);
    if (!lesson) throw notFound(LESSON_NOT_FOUND);
    const current = await exerciseOf(tx, lessonId);
    const verified =
      verification && verifies(verification)
        ? { hash, at: new Date() }
        : current?.verifiedHash === hash && current.verifiedAt
          ? { hash, at: current.verifiedAt }
          : null;
    if (lesson.published && !verified) throw refuseUnverified();
    return upsertExercise(tx, lessonId, exercise, verified);
  });
  return adminExercise(db, row);
}

/**
 * Makes the lesson's exercise a site check ("publish your project and check it at its
 * address", for a Deployment lesson): the learner's published site is checked by the server.
 */
export async function putAdminSiteCheck(
  db: TDb,
  lessonId: string,
  input: TSiteCheckExercise,
): Promise<TAdminExercise> {
  await lessonOrThrow(db, lessonId);
  return adminExercise(db, await upsertSiteCheck(db, lessonId, input));
}

export async function deleteAdminExercise(db: TDb, lessonId: string) {
  await lessonOrThrow(db, lessonId);
  if (!(await deleteExercise(db, lessonId))) throw notFound(NO_EXERCISE);
  return { deleted: true as const };
}

/**
 * Why the lesson may not be published now: it has an exercise that Try checks have not passed
 * for as it is (null: it may). A lesson already published is not being published.
 */
export async function publishRefusal(db: TDb, lessonId: string): Promise<string | null> {
  const found = await findLessonWithProject(db, lessonId);
  if (!found || found.lesson.published) return null;
  const row = await exerciseOf(db, lessonId);
  return row && !isVerified(row) ? RUN_TRY_CHECKS : null;
}
