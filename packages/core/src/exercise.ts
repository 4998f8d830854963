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
  /** Per hint (Markdown), in characters. */
  hint: 1_000,
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

/** From the third failed check on, "Show solution" may come (once every hint is opened). */
export const SOLUTION_AFTER_FAILED_CHECKS = 3;

/*
 * The hint ladder (docs/decisions/037): an exercise has up to three hints, opened one at a
 * time. The first is offered after the first failed Check; each next one after another failure
 * or on request (once the one before is opened); a failed check may point to a hint, which is
 * then offered too. "Show solution" stays the last step: it needs every hint opened. Server
 * and page read the same rule: the server gives a hint's text only once it is offered.
 */
export const EXERCISE_HINTS_MAX = 3;

export type THintStanding = {
  passed: boolean;
  failedCount: number;
  /** How many hints the exercise has (0–3). */
  hintCount: number;
  /** The numbers (1-based) of the hints the learner opened. */
  opened: readonly number[];
  /** The hints the latest Check's failed checks point to. */
  pointed?: readonly number[];
};

/** Hints 1…reach are offered: by failures, or one past the highest opened; all once passed. */
export function hintReach({ passed, failedCount, hintCount, opened }: THintStanding) {
  if (passed) return hintCount;
  if (failedCount < 1) return 0;
  const highest = Math.max(0, ...opened);
  return Math.min(hintCount, Math.max(failedCount, highest + 1));
}

/** Whether hint `n` may be opened now (re-opening an opened one always may). */
export function offersHint(standing: THintStanding, n: number) {
  if (!Number.isInteger(n) || n < 1 || n > standing.hintCount) return false;
  if (standing.opened.includes(n)) return true;
  return n <= hintReach(standing) || (!standing.passed && (standing.pointed ?? []).includes(n));
}

/**
 * The next step the page offers: the lowest offered hint not opened yet (`byFailure`: a failure
 * offered it, else it comes on request), and whether "Show solution" is there.
 */
export function hintLadder(standing: THintStanding) {
  const { hintCount, opened } = standing;
  let next: number | null = null;
  for (let n = 1; n <= hintCount && next === null; n++)
    if (!opened.includes(n) && offersHint(standing, n)) next = n;
  return {
    next,
    byFailure:
      next !== null && (next <= standing.failedCount || (standing.pointed ?? []).includes(next)),
    solution: revealsSolution(standing),
  };
}

/** "Show solution" comes once the exercise is passed, or from the third failed check on once
 * every hint is opened. */
export function revealsSolution({ passed, failedCount, hintCount, opened }: THintStanding) {
  if (passed) return true;
  if (failedCount < SOLUTION_AFTER_FAILED_CHECKS) return false;
  for (let n = 1; n <= hintCount; n++) if (!opened.includes(n)) return false;
  return true;
}

/** The hint a failed check points to, in its own words. */
export const hintPointer = (n: number) => `Hint ${n} may help`;

/** Why a learner without the plan's exercises cannot save a draft or a result. */
export const EXERCISES_NEED_STARTER =
  'Code exercises come with Starter and above: choose a plan to run and check your code';
