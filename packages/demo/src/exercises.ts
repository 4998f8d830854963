import { SEED_HINTS } from './exercise-hints.ts';
import { GAME_EXERCISES } from './exercises-game.ts';
import { MOBILE_EXERCISES } from './exercises-mobile.ts';
import { WEB_EXERCISES } from './exercises-web.ts';
import type { TSeedExercise } from './types.ts';

/** Where the exercise's hints are kept: exercise-hints.ts. */
export const hintKey = ({ lesson: at }: Pick<TSeedExercise, 'lesson'>) =>
  `${at.category}/${at.project} ${at.section} ${at.number}`;

/**
 * Every demo code exercise, each after its lesson (seeded with the catalog). A lesson with an
 * exercise is complete only once the exercise is passed too, and only Starter and above run
 * exercises: so none is on a lesson a free account must complete to go on, such as the web
 * Portfolio's Build lesson 1 (its Build lessons are learnt in order) or the mobile Portfolio's
 * Build section (its certificate is the one journeys earn on a free account first).
 */
export const SEED_EXERCISES: TSeedExercise[] = [
  ...WEB_EXERCISES,
  ...MOBILE_EXERCISES,
  ...GAME_EXERCISES,
].map((seed) => ({ ...seed, exercise: { ...seed.exercise, hints: hintsOf(seed) } }));

function hintsOf(seed: Pick<TSeedExercise, 'lesson'>) {
  return SEED_HINTS[hintKey(seed)] ?? [];
}
