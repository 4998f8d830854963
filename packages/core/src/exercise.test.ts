import { describe, expect, it } from 'vitest';
import {
  canRunExercises,
  EXERCISE_LIMITS,
  exerciseStandingFor,
  hintLadder,
  hintReach,
  isSafeFileName,
  offersHint,
  revealsSolution,
  type THintStanding,
  utf8Length,
} from './exercise.ts';
import { ZExercise, ZExerciseDraft, ZExerciseResult } from './schemas/exercise.ts';

const html = { name: 'index.html', language: 'html', content: '<nav></nav>' } as const;
const css = { name: 'style.css', language: 'css', content: 'nav { display: flex; }' } as const;
const js = { name: 'script.js', language: 'javascript', content: 'console.log(1);' } as const;

const exercise = {
  instructions: 'Add **three** links to the `<nav>`.',
  starterFiles: [html, css, js],
  solutionFiles: [{ ...html, content: '<nav><a>1</a><a>2</a><a>3</a></nav>' }, css],
  checks: "expect(document.querySelectorAll('nav a')).toHaveLength(3);",
};

/** The field errors, as the server's error handler names them ("starterFiles.0.name"). */
function fields(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('utf8Length', () => {
  it('counts UTF-8 bytes, as the size limits mean them', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é€😀')).toBe(2 + 3 + 4);
  });
});

describe('file names', () => {
  it('takes plain names with an extension', () => {
    for (const name of ['index.html', 'style.css', 'script.js', 'app.test.js', 'my_page-2.html'])
      expect(isSafeFileName(name), name).toBe(true);
  });

  it('refuses paths, hidden files, spaces and names without an extension', () => {
    for (const name of ['../index.html', 'a/b.js', '.env', 'index', 'my page.html', 'a..js', ''])
      expect(isSafeFileName(name), name).toBe(false);
    expect(isSafeFileName(`${'a'.repeat(EXERCISE_LIMITS.fileName)}.js`)).toBe(false);
  });
});

describe('ZExercise', () => {
  it('takes a well-formed exercise', () => {
    expect(ZExercise.safeParse(exercise).success).toBe(true);
  });

  it('takes up to three hints, none empty; an exercise without hints has none', () => {
    expect(ZExercise.parse(exercise).hints).toEqual([]);
    expect(ZExercise.parse({ ...exercise, hints: [' Look at the `<nav>` '] }).hints).toEqual([
      'Look at the `<nav>`',
    ]);
    const four = ZExercise.safeParse({ ...exercise, hints: ['a', 'b', 'c', 'd'] });
    expect(four.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hints', 'Give at most 3 hints'],
    ]);
    const empty = ZExercise.safeParse({ ...exercise, hints: ['a', '  '] });
    expect(empty.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hints.1', 'Write the hint, or remove it'],
    ]);
    const long = ZExercise.safeParse({
      ...exercise,
      hints: ['x'.repeat(EXERCISE_LIMITS.hint + 1)],
    });
    expect(long.success).toBe(false);
  });

  it('says in plain words what is wrong with each field', () => {
    const bad = ZExercise.safeParse({
      instructions: ' ',
      starterFiles: [html, { ...css, name: '../style.css' }, { ...js, language: 'python' }],
      solutionFiles: [css],
      checks: '',
    });
    expect(fields(bad)).toEqual({
      instructions: 'Write the instructions',
      'starterFiles.1.name': expect.stringContaining('plain file name'),
      'starterFiles.2.language': 'Language must be one of: html, css, javascript',
      solutionFiles: 'Add one HTML file: it is the page the preview shows',
      checks: 'Write at least one check',
    });
  });

  it('wants names that match the language, once each, and exactly one HTML file', () => {
    const bad = ZExercise.safeParse({
      ...exercise,
      starterFiles: [html, { ...css, name: 'style.js' }, { ...js, name: 'INDEX.html' }],
      solutionFiles: [html, { ...html, name: 'other.html' }],
    });
    expect(fields(bad)).toEqual({
      'starterFiles.1.name': "A css file's name ends with .css",
      'starterFiles.2.name': "A javascript file's name ends with .js or .mjs or .jsx",
      solutionFiles: 'Keep exactly one HTML file: it is the page the preview shows',
    });
    const twice = ZExercise.safeParse({ ...exercise, starterFiles: [html, css, { ...css }] });
    expect(fields(twice)).toEqual({
      'starterFiles.2.name': 'Another file is already named style.css',
    });
  });

  it('bounds the number of files and their sizes', () => {
    const many = [html, ...Array.from({ length: 6 }, (_, i) => ({ ...js, name: `f${i}.js` }))];
    const big = { ...js, content: 'x'.repeat(EXERCISE_LIMITS.fileBytes + 1) };
    // Bytes, not characters: 20,000 three-byte characters are over 50 KB.
    const wide = { ...css, content: '€'.repeat(20_000) };
    const bad = ZExercise.safeParse({
      ...exercise,
      instructions: 'x'.repeat(EXERCISE_LIMITS.instructions + 1),
      starterFiles: many,
      solutionFiles: [html, big, wide],
      checks: 'x'.repeat(EXERCISE_LIMITS.checksBytes + 1),
    });
    expect(fields(bad)).toEqual({
      instructions: 'Keep the instructions under 4000 characters',
      starterFiles: 'Give at most 6 files',
      'solutionFiles.1.content': 'A file can hold at most 50 KB',
      'solutionFiles.2.content': 'A file can hold at most 50 KB',
      checks: 'Keep the checks under 20 KB',
    });
    expect(fields(ZExerciseDraft.safeParse({ files: [] }))).toEqual({
      files: 'Give at least 1 file',
    });
  });

  it('refuses text that cannot be stored', () => {
    const bad = ZExerciseDraft.safeParse({ files: [{ ...html, content: 'a\u0000b' }] });
    expect(Object.keys(fields(bad))).toEqual(['files.0.content']);
  });
});

describe('ZExerciseResult', () => {
  const check = { name: 'The nav has three links', passed: true, message: 'Well done' };

  it('takes a report whose verdict matches its checks', () => {
    expect(ZExerciseResult.safeParse({ passed: true, checks: [check] }).success).toBe(true);
    const failed = { passed: false, checks: [check, { ...check, passed: false }] };
    expect(ZExerciseResult.safeParse(failed).success).toBe(true);
  });

  it('refuses a pass with a failed check, no checks, or too many', () => {
    const lie = ZExerciseResult.safeParse({ passed: true, checks: [{ ...check, passed: false }] });
    expect(fields(lie)).toEqual({ passed: 'The exercise passes exactly when every check passes' });
    expect(fields(ZExerciseResult.safeParse({ passed: false, checks: [] }))).toEqual({
      checks: 'Report at least one check',
    });
    const many = Array.from({ length: EXERCISE_LIMITS.checks + 1 }, () => check);
    expect(fields(ZExerciseResult.safeParse({ passed: true, checks: many }))).toEqual({
      checks: `Report at most ${EXERCISE_LIMITS.checks} checks`,
    });
  });
});

describe('who runs exercises and when the solution shows', () => {
  it('follows the plan matrix: Starter and above, admins too', () => {
    expect(canRunExercises('free')).toBe(false);
    for (const role of ['starter', 'builder', 'creator', 'admin'] as const)
      expect(canRunExercises(role), role).toBe(true);
  });

  it('holds back completion only for learners who can run the exercise', () => {
    expect(exerciseStandingFor('free', false)).toBeNull();
    expect(exerciseStandingFor('starter', false)).toBe(false);
    expect(exerciseStandingFor('creator', true)).toBe(true);
    expect(exerciseStandingFor('starter', null)).toBeNull();
  });

  it('reveals the solution once passed, or from the third failed check with no hint left', () => {
    const none = { hintCount: 0, opened: [] };
    expect(revealsSolution({ passed: false, failedCount: 2, ...none })).toBe(false);
    expect(revealsSolution({ passed: false, failedCount: 3, ...none })).toBe(true);
    expect(revealsSolution({ passed: true, failedCount: 0, ...none })).toBe(true);
    const three = { passed: false, failedCount: 5, hintCount: 3 };
    expect(revealsSolution({ ...three, opened: [1, 2] })).toBe(false);
    expect(revealsSolution({ ...three, opened: [3, 1, 2] })).toBe(true);
    expect(revealsSolution({ ...three, failedCount: 2, opened: [1, 2, 3] })).toBe(false);
    expect(revealsSolution({ ...three, passed: true, opened: [] })).toBe(true);
  });
});

describe('the hint ladder', () => {
  const standing = (over: Partial<THintStanding> = {}): THintStanding => ({
    passed: false,
    failedCount: 0,
    hintCount: 3,
    opened: [],
    ...over,
  });

  it('offers nothing before the first failed check', () => {
    expect(hintReach(standing())).toBe(0);
    expect(offersHint(standing(), 1)).toBe(false);
    expect(hintLadder(standing())).toEqual({ next: null, byFailure: false, solution: false });
  });

  it('offers the first hint after the first failure, the next after another failure', () => {
    expect(hintReach(standing({ failedCount: 1 }))).toBe(1);
    expect(offersHint(standing({ failedCount: 1 }), 1)).toBe(true);
    expect(offersHint(standing({ failedCount: 1 }), 2)).toBe(false);
    expect(hintLadder(standing({ failedCount: 1 }))).toEqual({
      next: 1,
      byFailure: true,
      solution: false,
    });
    expect(hintReach(standing({ failedCount: 2 }))).toBe(2);
    expect(hintReach(standing({ failedCount: 9 }))).toBe(3);
  });

  it('offers the next one on request once the one before is opened', () => {
    const afterOne = standing({ failedCount: 1, opened: [1] });
    expect(hintReach(afterOne)).toBe(2);
    expect(offersHint(afterOne, 2)).toBe(true);
    expect(offersHint(afterOne, 3)).toBe(false);
    expect(hintLadder(afterOne)).toEqual({ next: 2, byFailure: false, solution: false });
    expect(hintLadder(standing({ failedCount: 1, opened: [1, 2] })).next).toBe(3);
  });

  it('offers a hint a failed check points to, but not once passed past the count', () => {
    const pointed = standing({ failedCount: 1, pointed: [3] });
    expect(offersHint(pointed, 3)).toBe(true);
    expect(offersHint(pointed, 2)).toBe(false);
    expect(offersHint(standing({ failedCount: 1, hintCount: 2, pointed: [3] }), 3)).toBe(false);
    expect(hintLadder(standing({ failedCount: 1, opened: [1], pointed: [3] }))).toEqual({
      next: 2,
      byFailure: false,
      solution: false,
    });
  });

  it('never offers a hint the exercise does not have', () => {
    expect(offersHint(standing({ failedCount: 5 }), 4)).toBe(false);
    expect(offersHint(standing({ failedCount: 5 }), 0)).toBe(false);
    expect(offersHint(standing({ failedCount: 5 }), 1.5)).toBe(false);
    expect(hintLadder(standing({ failedCount: 5, hintCount: 0 }))).toEqual({
      next: null,
      byFailure: false,
      solution: true,
    });
  });

  it('keeps "Show solution" the last step: after the third failure and the last hint', () => {
    let s = standing({ failedCount: 3 });
    const steps: string[] = [];
    for (let i = 0; i < 4; i++) {
      const ladder = hintLadder(s);
      if (ladder.solution) {
        steps.push('solution');
        break;
      }
      if (ladder.next === null) break;
      steps.push(`hint ${ladder.next}`);
      s = { ...s, opened: [...s.opened, ladder.next] };
    }
    expect(steps).toEqual(['hint 1', 'hint 2', 'hint 3', 'solution']);
  });

  it('opens every hint once the exercise is passed', () => {
    const passed = standing({ passed: true });
    expect(hintReach(passed)).toBe(3);
    expect(hintLadder(passed)).toEqual({ next: 1, byFailure: false, solution: true });
  });
});
