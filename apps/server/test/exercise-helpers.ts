import type { TExercise, TExerciseVerification } from '@thinkbuild/core';

/** A Try checks report that verifies (every solution check passed, a starter check failed). */
export const PASSING_TRY: TExerciseVerification = {
  solution: [{ name: 'Three links', passed: true, message: 'Well done' }],
  starter: [{ name: 'Three links', passed: false, message: 'Your <nav> has 0 links; it needs 3' }],
};

/** The exercise as the admin's editor saves it after a passing Try checks. */
export const withPassingTry = (exercise: TExercise) => ({
  ...exercise,
  verification: PASSING_TRY,
});
