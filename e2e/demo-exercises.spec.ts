import { expect, type Page, test } from '@playwright/test';
import {
  EXERCISE_LIBRARIES,
  exerciseRunnerPath,
  type TExerciseLibrary,
} from '@thinkbuild/core/sandbox';
import { SEED_EXERCISES } from '@thinkbuild/demo/exercises';
import { runInSandbox, type TSandboxFile, type TSandboxResult } from './sandbox-runner.ts';

// Every demo exercise, run through the real runner (docs/decisions/019) in Chromium the way the
// lesson page runs it: a sandboxed iframe on /sandbox/runner (with ?with=react when the HTML
// asks for react.js), a `run` message with the files and the checks, the answer. The solution
// must pass every check; the starter files must run without errors and fail at least one.
// The plain Playwright `test`: a sandbox's refusals are console errors of its frame on purpose.

/** The libraries the HTML asks for by their reserved script names (`react.js`). */
const librariesOf = (files: TSandboxFile[]) =>
  (Object.entries(EXERCISE_LIBRARIES) as [TExerciseLibrary, string][])
    .filter(([, file]) =>
      files.some((f) => f.name.endsWith('.html') && f.content.includes(`src="${file}"`)),
    )
    .map(([library]) => library);

/** Runs the files with the checks in a frame of a preview's usual size. */
const runChecks = (page: Page, files: TSandboxFile[], checks: string) =>
  runInSandbox(page, files, checks, {
    path: exerciseRunnerPath(librariesOf(files)),
    waitMs: 10_000,
    frameStyle: 'width:800px;height:600px;border:0',
  });

const errorsIn = (result: TSandboxResult) => result.console.filter((e) => e.level === 'error');

for (const { lesson, exercise } of SEED_EXERCISES) {
  test(`${lesson.category} · ${lesson.title}: the solution passes every check, the starter fails one`, async ({
    page,
  }) => {
    await page.goto('/');
    const frameRequests: string[] = [];
    page.on('request', (r) => {
      if (r.frame() !== page.mainFrame()) frameRequests.push(new URL(r.url()).pathname);
    });

    const solved = await runChecks(page, exercise.solutionFiles, exercise.checks);
    expect(solved.type, JSON.stringify(solved)).toBe('result');
    expect(solved.checks.length).toBeGreaterThan(0);
    expect(solved.checks.filter((c) => !c.passed)).toEqual([]);
    expect(errorsIn(solved)).toEqual([]);

    const started = await runChecks(page, exercise.starterFiles, exercise.checks);
    expect(started.type, JSON.stringify(started)).toBe('result');
    // The starter runs: no error in its console, only checks that do not hold yet.
    expect(errorsIn(started)).toEqual([]);
    const failed = started.checks.filter((c) => !c.passed);
    expect(failed.length).toBeGreaterThan(0);
    expect(started.checks.length).toBe(solved.checks.length);
    // A failed check says what to do, in the author's words (not "The check could not finish").
    for (const check of failed) expect(check.message).not.toMatch(/could not finish/);
    test
      .info()
      .annotations.push(
        ...failed.map((c) => ({ type: 'starter fails', description: `${c.name}: ${c.message}` })),
      );

    // Nothing but the runner page came over the network, React included.
    expect(frameRequests.every((path) => path === '/sandbox/runner')).toBe(true);
  });
}

test('a React exercise fails with a message when react.js is asked of a runner without it', async ({
  page,
}) => {
  const react = SEED_EXERCISES.find((e) => e.lesson.category === 'mobile');
  if (!react) throw new Error('no mobile exercise');
  await page.goto('/');
  // The plain runner: the CSP blocks the script tag, and the learner's console says so.
  const result = await runInSandbox(page, react.exercise.solutionFiles);
  const text = result.console.map((e) => e.text).join('\n');
  expect(text).toMatch(/Blocked .*react\.js|Blocked script-src/);
  expect(text).toContain('React is not defined');
});
