import { ZExercise, ZSiteCheckExercise } from '@thinkbuild/core';
import { SEED_EXERCISES } from '@thinkbuild/demo/exercises';
import { SEED_SITE_CHECKS } from '@thinkbuild/demo/site-checks';
import type { TSeedLesson } from '@thinkbuild/demo/types';
import { verificationHash } from '../../lib/verification-hash.ts';
import type { TDb } from '../client.ts';
import { lessonExercise } from '../schema.ts';

type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

/**
 * Inserts the demo exercise that follows this lesson, if there is one, as an admin's save
 * would store it (ZExercise: trimmed, checked; verified). The demo names its lesson by place and title;
 * a title that no longer matches stops the seed rather than put an exercise after the wrong
 * video.
 */
export async function seedLessonExercise(
  tx: TTx,
  place: { category: string; project: string },
  l: TSeedLesson,
  lessonId: string,
) {
  const seed = SEED_EXERCISES.find(
    ({ lesson: at }) =>
      at.category === place.category &&
      at.project === place.project &&
      at.section === l.section &&
      at.number === l.number,
  );
  if (!seed) return seedLessonSiteCheck(tx, place, l, lessonId);
  if (seed.lesson.title !== l.title) {
    throw new Error(
      `The demo exercise for ${place.category}/${place.project} ${l.section} ${l.number} names "${seed.lesson.title}", but that lesson is "${l.title}"`,
    );
  }
  const exercise = ZExercise.parse(seed.exercise);
  // Verified as an admin's passing Try checks would leave it: e2e/demo-exercises.spec.ts runs
  // every demo solution (all checks pass) and starter (one fails) through the real runner.
  await tx.insert(lessonExercise).values({
    lessonId,
    ...exercise,
    verifiedHash: verificationHash(exercise),
    verifiedAt: new Date(),
  });
  return true;
}

/** Inserts the demo site check that follows this lesson (a Deployment lesson), if any. */
async function seedLessonSiteCheck(
  tx: TTx,
  place: { category: string; project: string },
  l: TSeedLesson,
  lessonId: string,
) {
  const seed = SEED_SITE_CHECKS.find(
    ({ lesson: at }) =>
      at.category === place.category &&
      at.project === place.project &&
      at.section === l.section &&
      at.number === l.number,
  );
  if (!seed) return false;
  if (seed.lesson.title !== l.title)
    throw new Error(
      `The demo site check for ${place.category}/${place.project} ${l.section} ${l.number} names "${seed.lesson.title}", but that lesson is "${l.title}"`,
    );
  const check = ZSiteCheckExercise.parse(seed.check);
  await tx.insert(lessonExercise).values({
    lessonId,
    kind: 'publish',
    instructions: check.instructions,
    hints: check.hints,
    starterFiles: [],
    solutionFiles: [],
    checks: '',
  });
  return true;
}
