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

const nav = { name: 'index.html', language: 'html', content: '<nav></nav>' } as const;

/** The solution of navExercise. */
export const SOLVED_NAV = { ...nav, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' };

/** A one-file code exercise (three links in the `<nav>`) with these hints. */
export const navExercise = (hints: string[]): TExercise => ({
  instructions: 'Add **three** links to the `<nav>`.',
  starterFiles: [nav],
  solutionFiles: [SOLVED_NAV],
  checks: "test('Three links', () => expect($$('nav a')).toHaveLength(3));",
  hints,
});

/** A browser's report on navExercise: its one check passed or failed. */
export const navReport = (passed: boolean) => ({
  passed,
  checks: [{ name: 'Three links', passed, message: passed ? 'Well done' : 'Found 0 links' }],
});
