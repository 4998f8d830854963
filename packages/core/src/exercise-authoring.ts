/*
 * The admin's Try checks (docs/decisions/019, "Authoring"): before a lesson with an exercise is
 * published, its checks are run in the browser's sandbox against the solution files (every check
 * must pass) and against the starter files (at least one must fail, or learners would have
 * nothing to do). The browser reports both outcomes with the save; the server keeps a hash of
 * the content they were for, so changed files or checks need a fresh Try.
 */

/** One check's outcome, as the runner reports it. */
export type TTriedCheck = { name: string; passed: boolean; message: string };

/** What Try checks gave: the checks run against the solution files, then the starter files. */
export type TExerciseVerification = { solution: TTriedCheck[]; starter: TTriedCheck[] };

/** The server's words for publishing (or saving a published lesson) without a passing Try. */
export const RUN_TRY_CHECKS =
  'Run Try checks: the solution must pass every check and the starter files must fail at least one';

export const STARTER_ALREADY_PASSES =
  'The starter files already pass every check: learners would have nothing to do';

export const NO_CHECK_RAN =
  'The checks ran no test: write at least one test(name, () => { expect(…) })';

/**
 * What stops a Try from verifying the exercise, in words for the author; empty when it verifies:
 * every solution check passed (at least one ran) and at least one starter check failed.
 */
export function verificationProblems({ solution, starter }: TExerciseVerification): string[] {
  if (solution.length === 0) return [NO_CHECK_RAN];
  const problems = solution
    .filter((c) => !c.passed)
    .map((c) => `The solution fails '${c.name}': ${c.message}`);
  if (!starter.some((c) => !c.passed)) problems.push(STARTER_ALREADY_PASSES);
  return problems;
}

export const verifies = (tried: TExerciseVerification) => verificationProblems(tried).length === 0;

type TVerifiable = {
  starterFiles: readonly { name: string; language: string; content: string }[];
  solutionFiles: readonly { name: string; language: string; content: string }[];
  checks: string;
};

/**
 * The part of an exercise a Try is about, as one string (the server hashes it, the editor
 * compares it): files and checks, not the instructions, whose wording changes no outcome.
 * The checks are trimmed as the schema stores them.
 */
export function verificationSubject({ starterFiles, solutionFiles, checks }: TVerifiable) {
  const files = (list: TVerifiable['starterFiles']) =>
    list.map(({ name, language, content }) => [name, language, content]);
  return JSON.stringify([files(starterFiles), files(solutionFiles), checks.trim()]);
}
