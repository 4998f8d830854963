import {
  EXERCISE_EXTENSIONS,
  EXERCISE_LANGUAGES,
  EXERCISE_LIMITS,
  type TExerciseLanguage,
} from '@thinkbuild/core/exercise';
import {
  type TAdminExercise,
  type TExercise,
  type TSiteCheckExercise,
  ZExercise,
  ZSiteCheckExercise,
} from '@thinkbuild/core/schemas/exercise';
import type { TExerciseKind } from '@thinkbuild/core/site-check';
import { issuesToFields } from '../../../../lib/form-errors.ts';

/** One file as the editor holds it; `key` keeps a file's inputs while others come and go. */
export type TFileDraft = {
  key: number;
  name: string;
  language: TExerciseLanguage;
  content: string;
};

/**
 * What the Exercise part of the lesson form edits. A site check ('publish') sends only its
 * instructions and hints; the code fields are kept meanwhile, so switching back loses nothing.
 */
export type TExerciseDraft = {
  kind: TExerciseKind;
  instructions: string;
  starterFiles: TFileDraft[];
  solutionFiles: TFileDraft[];
  checks: string;
  /** Up to three hints (Markdown), in the order learners get them. */
  hints: string[];
};

export type TFileList = 'starterFiles' | 'solutionFiles';

/** The exercise's field errors live beside the lesson's, under this prefix. */
export const EXERCISE_PREFIX = 'exercise.';

let nextKey = 1;
const file = (name: string, language: TExerciseLanguage, content: string): TFileDraft => ({
  key: nextKey++,
  name,
  language,
  content,
});

export const EXAMPLE_CHECKS = `test('The page has a main heading', () => {
  expect($('h1')).toExist('Add an <h1> heading to your page');
});

test('The nav has three links', () => {
  expect($$('nav a')).toHaveLength(3, 'Your <nav> should contain three links');
});`;

const PAGE = (body: string) => `<!doctype html>
<html lang="en">
  <head>
    <link rel="stylesheet" href="style.css">
  </head>
  <body>
${body}
  </body>
</html>
`;

/** A new exercise: a page and its stylesheet, a solution that passes the example checks. */
export const emptyExerciseDraft = (): TExerciseDraft => ({
  kind: 'code',
  instructions: '',
  starterFiles: [
    file('index.html', 'html', PAGE('    <h1>My page</h1>')),
    file('style.css', 'css', 'body {\n  font-family: sans-serif;\n}\n'),
  ],
  solutionFiles: [
    file(
      'index.html',
      'html',
      PAGE(
        '    <h1>My page</h1>\n    <nav>\n      <a href="#home">Home</a>\n      <a href="#work">Work</a>\n      <a href="#contact">Contact</a>\n    </nav>',
      ),
    ),
    file('style.css', 'css', 'body {\n  font-family: sans-serif;\n}\n'),
  ],
  checks: EXAMPLE_CHECKS,
  hints: [],
});

/** A stored exercise as the form edits it; a site check gets a new exercise's code fields. */
export const exerciseDraftOf = (e: TAdminExercise): TExerciseDraft =>
  e.kind === 'publish'
    ? {
        ...emptyExerciseDraft(),
        kind: 'publish',
        instructions: e.instructions,
        hints: [...e.hints],
      }
    : {
        kind: 'code',
        instructions: e.instructions,
        starterFiles: e.starterFiles.map((f) => file(f.name, f.language, f.content)),
        solutionFiles: e.solutionFiles.map((f) => file(f.name, f.language, f.content)),
        checks: e.checks,
        hints: [...e.hints],
      };

const filesOf = (files: TFileDraft[]) =>
  files.map(({ name, language, content }) => ({ name, language, content }));

export const exerciseInputOf = (d: TExerciseDraft): TExercise => ({
  instructions: d.instructions,
  starterFiles: filesOf(d.starterFiles),
  solutionFiles: filesOf(d.solutionFiles),
  checks: d.checks,
  hints: d.hints,
});

export const siteCheckInputOf = (d: TExerciseDraft): TSiteCheckExercise => ({
  instructions: d.instructions,
  hints: d.hints,
});

/** The language a file name says (`app.js`: javascript), if it says one. */
export function languageOfName(name: string): TExerciseLanguage | null {
  const lower = name.trim().toLowerCase();
  return (
    EXERCISE_LANGUAGES.find((l) => EXERCISE_EXTENSIONS[l].some((x) => lower.endsWith(x))) ?? null
  );
}

const FIRST_NAMES: Record<TExerciseLanguage, string> = {
  html: 'index.html',
  css: 'style.css',
  javascript: 'script.js',
};

/** A file to add: the language the list lacks (a script, then more), under a free name. */
export function newFile(files: TFileDraft[]): TFileDraft {
  const has = (l: TExerciseLanguage) => files.some((f) => f.language === l);
  const language: TExerciseLanguage = !has('html') ? 'html' : !has('css') ? 'css' : 'javascript';
  const taken = new Set(files.map((f) => f.name.toLowerCase()));
  let name = FIRST_NAMES[language];
  for (let n = 2; taken.has(name); n++) {
    name = FIRST_NAMES[language].replace('.', `-${n}.`);
  }
  return file(name, language, '');
}

export const canAddFile = (files: TFileDraft[]) => files.length < EXERCISE_LIMITS.files.max;

/**
 * The shared schema's verdict on the draft as a code exercise, its messages keyed
 * `exercise.<path>` as the form shows them.
 */
export function validateExercise(d: TExerciseDraft) {
  const parsed = ZExercise.safeParse(exerciseInputOf(d));
  if (parsed.success) return { input: parsed.data, errors: {} as Record<string, string> };
  return { input: null, errors: prefixed(issuesToFields(parsed.error.issues)) };
}

/** The same, for the draft as a site check: only its instructions and hints are sent. */
export function validateSiteCheck(d: TExerciseDraft) {
  const parsed = ZSiteCheckExercise.safeParse(siteCheckInputOf(d));
  if (parsed.success) return { input: parsed.data, errors: {} as Record<string, string> };
  return { input: null, errors: prefixed(issuesToFields(parsed.error.issues)) };
}

/** The field errors of the draft as what it is. */
export const draftErrors = (d: TExerciseDraft) =>
  (d.kind === 'publish' ? validateSiteCheck(d) : validateExercise(d)).errors;

/** The errors that stay when the kind changes: those of the fields both kinds have. */
export const sharedErrors = (errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).filter(([k]) =>
      ['instructions', 'hints'].some(
        (f) => k === `${EXERCISE_PREFIX}${f}` || k.startsWith(`${EXERCISE_PREFIX}${f}.`),
      ),
    ),
  );

export const prefixed = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`${EXERCISE_PREFIX}${k}`, v]));
