/**
 * The page that runs learner code for the exercises, framed in a sandbox by the lesson page
 * (docs/decisions/019). The server serves it with its own strict CSP; the web app frames it.
 */
export const EXERCISE_RUNNER_PATH = '/sandbox/runner';

/**
 * Libraries an exercise may use, each by a reserved script name in the learner's HTML
 * (`<script src="react.js"></script>`). The runner page carries a library's code inline only
 * when asked (`?with=react`): nothing is fetched at run time, and lessons that do not use one
 * do not download it.
 */
export const EXERCISE_LIBRARIES = { react: 'react.js' } as const;
export type TExerciseLibrary = keyof typeof EXERCISE_LIBRARIES;

export const isExerciseLibrary = (name: string): name is TExerciseLibrary =>
  Object.hasOwn(EXERCISE_LIBRARIES, name);

/** The runner page with these libraries inline (in a stable order, so one URL per set). */
export function exerciseRunnerPath(
  libraries: readonly TExerciseLibrary[] = [],
  path: string = EXERCISE_RUNNER_PATH,
) {
  const names = [...new Set(libraries)].sort();
  return names.length === 0 ? path : `${path}?with=${names.join(',')}`;
}
