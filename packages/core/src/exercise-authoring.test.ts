import { describe, expect, it } from 'vitest';
import {
  NO_CHECK_RAN,
  STARTER_ALREADY_PASSES,
  verificationProblems,
  verificationSubject,
  verifies,
} from './exercise-authoring.ts';

const ok = (name: string) => ({ name, passed: true, message: 'Well done' });
const ko = (name: string, message = 'Your <nav> should contain three links (found 2)') => ({
  name,
  passed: false,
  message,
});

describe('verificationProblems', () => {
  it('verifies when every solution check passes and a starter check fails', () => {
    const tried = { solution: [ok('Nav'), ok('Links')], starter: [ok('Nav'), ko('Links')] };
    expect(verificationProblems(tried)).toEqual([]);
    expect(verifies(tried)).toBe(true);
  });

  it('names each check the solution fails, with its message', () => {
    const tried = { solution: [ok('Nav'), ko('Nav has three links')], starter: [ko('Nav')] };
    expect(verificationProblems(tried)).toEqual([
      "The solution fails 'Nav has three links': Your <nav> should contain three links (found 2)",
    ]);
    expect(verifies(tried)).toBe(false);
  });

  it('refuses starter files that already pass every check', () => {
    const tried = { solution: [ok('Nav')], starter: [ok('Nav')] };
    expect(verificationProblems(tried)).toEqual([STARTER_ALREADY_PASSES]);
  });

  it('refuses a starter run that reported no check: nothing failed', () => {
    expect(verificationProblems({ solution: [ok('Nav')], starter: [] })).toEqual([
      STARTER_ALREADY_PASSES,
    ]);
  });

  it('refuses checks that ran no test', () => {
    expect(verificationProblems({ solution: [], starter: [ko('x')] })).toEqual([NO_CHECK_RAN]);
  });

  it('lists every problem at once', () => {
    expect(
      verificationProblems({ solution: [ko('A', 'a'), ko('B', 'b')], starter: [ok('A')] }),
    ).toEqual(["The solution fails 'A': a", "The solution fails 'B': b", STARTER_ALREADY_PASSES]);
  });
});

describe('verificationSubject', () => {
  const html = { name: 'index.html', language: 'html', content: '<nav></nav>' };
  const exercise = { starterFiles: [html], solutionFiles: [html], checks: 'test("a", () => {})' };

  it('changes with any file, a language, a name or the checks', () => {
    const base = verificationSubject(exercise);
    const changed = [
      { ...exercise, starterFiles: [{ ...html, content: '<nav> </nav>' }] },
      { ...exercise, solutionFiles: [{ ...html, name: 'page.html' }] },
      { ...exercise, solutionFiles: [html, { ...html, name: 'b.css', language: 'css' }] },
      { ...exercise, checks: 'test("b", () => {})' },
      // Starter and solution swapped is not the same exercise.
      { ...exercise, starterFiles: [], solutionFiles: [html, html] },
    ];
    for (const c of changed) expect(verificationSubject(c)).not.toBe(base);
  });

  it('ignores what the schema drops: extra keys and the checks’ outer spaces', () => {
    const extra = { ...html, key: 7 };
    expect(
      verificationSubject({
        ...exercise,
        starterFiles: [extra],
        checks: '\n test("a", () => {}) ',
      }),
    ).toBe(verificationSubject(exercise));
  });
});
