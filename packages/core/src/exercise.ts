import { hasFeature } from './plan-matrix.ts';
import type { TRole } from './roles.ts';

/*
 * A lesson's code exercise: instructions, the files a learner starts from, a solution and checks
 * (JavaScript run in the browser's sandbox against the learner's page). The server never runs
 * learner code: it stores drafts and the results the browser reports.
 */

export const EXERCISE_LANGUAGES = ['html', 'css', 'javascript'] as const;
export type TExerciseLanguage = (typeof EXERCISE_LANGUAGES)[number];

export const EXERCISE_LIMITS = {
  instructions: 4_000,
  files: { min: 1, max: 6 },
  fileName: 40,
  /** Per file, in UTF-8 bytes. */
  fileBytes: 50 * 1024,
  /** The checks' source, in UTF-8 bytes. */
  checksBytes: 20 * 1024,
  checks: 50,
  checkName: 200,
  checkMessage: 500,
} as const;

/** What each language's file name ends with. */
export const EXERCISE_EXTENSIONS: Record<TExerciseLanguage, readonly string[]> = {
  html: ['.html', '.htm'],
  css: ['.css'],
  javascript: ['.js', '.mjs', '.jsx'],
};

/**
 * A safe file name: letters, digits, `-` and `_`, one or more dot-separated parts, no path and
 * no leading dot (`index.html`, `style.css`, `app.test.js`).
 */
export const isSafeFileName = (name: string) =>
  name.length <= EXERCISE_LIMITS.fileName && /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/.test(name);

export const matchesLanguage = (name: string, language: TExerciseLanguage) =>
  EXERCISE_EXTENSIONS[language].some((ext) => name.toLowerCase().endsWith(ext));

/** A text's size in UTF-8 bytes (counted here: not every package's TypeScript has TextEncoder). */
export function utf8Length(text: string) {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** Whether a role may run and check exercises (and so keep drafts and results): the matrix's. */
export const canRunExercises = (role: TRole) => hasFeature(role, 'exercises');

/**
 * The exercise standing a lesson's completion reads (learning.ts's completesWithExercise): a
 * learner whose plan cannot run exercises is not held back by one (null, as if the lesson had
 * none), so "Learn in order" never locks a free learner behind work their plan does not open.
 * Certificates still ask for every exercise passed (certificates.ts): they come with Starter.
 */
export const exerciseStandingFor = (role: TRole, standing: boolean | null) =>
  canRunExercises(role) ? standing : null;

/** "Show solution" comes once the exercise is passed, or from the third failed check on. */
export const SOLUTION_AFTER_FAILED_CHECKS = 3;
export const revealsSolution = (passed: boolean, failedCount: number) =>
  passed || failedCount >= SOLUTION_AFTER_FAILED_CHECKS;

/** Why a learner without the plan's exercises cannot save a draft or a result. */
export const EXERCISES_NEED_STARTER =
  'Code exercises come with Starter and above: choose a plan to run and check your code';
