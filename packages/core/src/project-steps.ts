import {
  EXERCISE_LIMITS,
  isSafeFileName,
  matchesLanguage,
  type TExerciseLanguage,
  utf8Length,
} from './exercise.ts';
import { languageOfPath, sortedFiles, type TWorkspaceFile, WORKSPACE_ENTRY } from './workspace.ts';

/*
 * A course project's exercises as the steps of one growing project (issue 41, decisions/039).
 * The exercises of a project, in course order, build on each other when the content is written
 * that way: a step's starter files are the step before's solution. Such an exercise opens the
 * learner's own project (My project) as the step before left it, and passing it keeps the files
 * in the project as a version. An exercise written on its own (its starter is not the step
 * before's solution) stays a separate snippet with its own starter files, as before.
 */

type TFiles = readonly { name: string; content: string }[];

export type TStepExercise = {
  lessonId: string;
  starterFiles: TFiles;
  solutionFiles: TFiles;
};

export type TProjectStep = {
  /** 1 for the project's first step. */
  number: number;
  /** How many steps the project has. */
  of: number;
};

const sameFiles = (a: TFiles, b: TFiles) =>
  a.length === b.length &&
  a.every((file) => b.some((other) => other.name === file.name && other.content === file.content));

/**
 * Which exercises are steps of the project, by lesson id. `exercises` come in course order. The
 * first exercise always is (the project starts from its starter files, projectStarterFiles); a
 * later one is when its starter files are the previous step's solution.
 */
export function projectSteps(exercises: readonly TStepExercise[]): Map<string, TProjectStep> {
  const chain: string[] = [];
  let last: TStepExercise | null = null;
  for (const exercise of exercises) {
    if (!last || sameFiles(exercise.starterFiles, last.solutionFiles)) {
      chain.push(exercise.lessonId);
      last = exercise;
    }
  }
  return new Map(chain.map((lessonId, i) => [lessonId, { number: i + 1, of: chain.length }]));
}

/** How History and the editor name a step: "Step 2 of 8 · Building the Navigation Bar". */
export const stepName = (step: TProjectStep, title: string) =>
  `Step ${step.number} of ${step.of} · ${title}`;

/**
 * The project's files as a step's editor holds them, or null when they do not fit one (a
 * folder, more files than an exercise has, more than one page, a file over an exercise's size):
 * then the step opens its own starter files and says why.
 */
export function exerciseFilesOf(
  files: readonly TWorkspaceFile[],
): { name: string; language: TExerciseLanguage; content: string }[] | null {
  if (files.length < EXERCISE_LIMITS.files.min || files.length > EXERCISE_LIMITS.files.max)
    return null;
  const out: { name: string; language: TExerciseLanguage; content: string }[] = [];
  for (const file of sortedFiles(files)) {
    const language = languageOfPath(file.path);
    if (!language || !isSafeFileName(file.path) || !matchesLanguage(file.path, language))
      return null;
    if (utf8Length(file.content) > EXERCISE_LIMITS.fileBytes) return null;
    out.push({ name: file.path, language, content: file.content });
  }
  if (out.filter((f) => f.language === 'html').length !== 1) return null;
  return out;
}

/**
 * The project after a step: the step's files over the project's, path by path (its page is the
 * project's front page), every other file of the project kept.
 */
export function filesAfterStep(project: readonly TWorkspaceFile[], step: TFiles): TWorkspaceFile[] {
  const incoming = step.map((f) => ({ path: f.name, content: f.content }));
  const page = incoming.find((f) => languageOfPath(f.path) === 'html');
  if (page && !incoming.some((f) => f.path === WORKSPACE_ENTRY)) page.path = WORKSPACE_ENTRY;
  const paths = new Set(incoming.map((f) => f.path.toLowerCase()));
  return sortedFiles([...project.filter((f) => !paths.has(f.path.toLowerCase())), ...incoming]);
}

export const STEP_MESSAGES = {
  notAStep: 'This exercise is not a step of its project',
  needsPass: 'Pass this step’s checks first: then it is kept in your project',
  tooBig:
    'Your project has more than this step’s editor opens (folders, or more files), so the step starts from its reference code. Your project is unchanged: open My project to see it.',
  untouched:
    'Your project has none of the steps before this one yet, so this step starts from its reference code.',
} as const;
