import { type TExerciseLanguage, utf8Length } from './exercise.ts';
import { hasFeature } from './plan-matrix.ts';
import type { TRole } from './roles.ts';

/*
 * A learner's own project (docs/decisions/039): for each course project, one workspace of files
 * (HTML, CSS, JavaScript, in folders) that starts from the project's starter files, is saved as
 * the learner types and keeps a history of versions. These are its rules, shared by the page
 * (what it refuses before sending, what it shows) and the server (what it stores).
 */

export const WORKSPACE_LIMITS = {
  files: 30,
  /** Per file, in UTF-8 bytes. */
  fileBytes: 100 * 1024,
  /** Every file together, in UTF-8 bytes. */
  totalBytes: 500 * 1024,
  /** A file's whole path (`css/style.css`), in characters. */
  path: 100,
  /** Folders a file may sit in, one inside the other. */
  depth: 3,
  /** Versions kept: past this, the oldest "Edits" versions go first (versionsToPrune). */
  versions: 100,
} as const;

/** The page a workspace's preview and its published copy open: it cannot be removed. */
export const WORKSPACE_ENTRY = 'index.html';

/** At most one "Edits" version per this many minutes of typing. */
export const WORKSPACE_EDIT_VERSION_MINUTES = 5;

const SEGMENT = /^[A-Za-z0-9_-]+$/;
const FILE_NAME = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)+$/;

const EXTENSIONS: readonly [string, TExerciseLanguage][] = [
  ['.html', 'html'],
  ['.htm', 'html'],
  ['.css', 'css'],
  ['.js', 'javascript'],
  ['.mjs', 'javascript'],
  ['.jsx', 'javascript'],
];

/** The language a file's path says it holds, or null for a kind the workspace does not keep. */
export function languageOfPath(path: string): TExerciseLanguage | null {
  const lower = path.toLowerCase();
  return EXTENSIONS.find(([ext]) => lower.endsWith(ext))?.[1] ?? null;
}

/**
 * Why a path is refused, or null when it is a safe one: folders of letters, digits, `-` and `_`
 * (at most WORKSPACE_LIMITS.depth), then a file name with an HTML, CSS or JavaScript extension.
 * No `..`, no leading `/` or `.`, nothing a zip or a web address would read another way.
 */
export function filePathProblem(path: string): string | null {
  if (path.length === 0) return 'Name the file';
  if (path.length > WORKSPACE_LIMITS.path)
    return `Keep the path under ${WORKSPACE_LIMITS.path} characters`;
  const parts = path.split('/');
  const name = parts.pop() ?? '';
  if (parts.length > WORKSPACE_LIMITS.depth)
    return `Put a file at most ${WORKSPACE_LIMITS.depth} folders deep`;
  if (parts.some((part) => !SEGMENT.test(part)))
    return 'Name folders with letters, digits, - and _ only (css, js, images-2)';
  if (!FILE_NAME.test(name))
    return 'Use a plain file name such as index.html, style.css or script.js (letters, digits, - and _)';
  if (languageOfPath(name) === null) return 'A file must end in .html, .css or .js';
  return null;
}

export type TWorkspaceFile = { path: string; content: string };

/** Why a set of files cannot be kept (the first reason), or null when it can. */
export function workspaceProblem(files: readonly TWorkspaceFile[]): string | null {
  if (files.length === 0) return `Keep ${WORKSPACE_ENTRY}: it is your project's front page`;
  if (files.length > WORKSPACE_LIMITS.files)
    return `A project holds at most ${WORKSPACE_LIMITS.files} files`;
  const seen = new Set<string>();
  let total = 0;
  for (const file of files) {
    const problem = filePathProblem(file.path);
    if (problem) return `${file.path || 'A file'}: ${problem}`;
    const key = file.path.toLowerCase();
    if (seen.has(key)) return `Another file is already named ${file.path}`;
    seen.add(key);
    const bytes = utf8Length(file.content);
    if (bytes > WORKSPACE_LIMITS.fileBytes)
      return `${file.path} is over ${kb(WORKSPACE_LIMITS.fileBytes)}: a file can hold at most that`;
    total += bytes;
  }
  // A folder and a file may not share a name (`css` the folder, `css` … never a file without a
  // dot, so only a path used as a folder of another matters).
  for (const key of seen)
    for (const other of seen)
      if (other !== key && other.startsWith(`${key}/`))
        return `${key} is a file: it cannot also be a folder`;
  if (!seen.has(WORKSPACE_ENTRY)) return `Keep ${WORKSPACE_ENTRY}: it is your project's front page`;
  if (total > WORKSPACE_LIMITS.totalBytes)
    return `A project holds at most ${kb(WORKSPACE_LIMITS.totalBytes)} of files in all`;
  return null;
}

/** Files in the order a file tree lists them: folders' files after the root's, by path. */
export function sortedFiles<T extends TWorkspaceFile>(files: readonly T[]): T[] {
  const depth = (path: string) => path.split('/').length;
  return [...files].sort((a, b) => {
    if (a.path === WORKSPACE_ENTRY) return -1;
    if (b.path === WORKSPACE_ENTRY) return 1;
    const folderA = a.path.includes('/') ? 1 : 0;
    const folderB = b.path.includes('/') ? 1 : 0;
    return folderA - folderB || a.path.localeCompare(b.path, 'en') || depth(a.path) - depth(b.path);
  });
}

/*
 * Versions. Each passed step, each use of a step's reference code, each restore and each publish
 * makes one; typing makes at most one per WORKSPACE_EDIT_VERSION_MINUTES; a save made from an
 * older copy than the account's (another device, or this one offline) keeps the account's copy
 * as a "kept" version before it is replaced: the later save wins, nothing is lost.
 */
export const WORKSPACE_VERSION_KINDS = [
  'start',
  'edit',
  'step',
  'reference',
  'restore',
  'kept',
  'publish',
] as const;
export type TWorkspaceVersionKind = (typeof WORKSPACE_VERSION_KINDS)[number];

/** How History names a version; `detail` is the step's lesson title or the restored version's. */
export function versionLabel(kind: TWorkspaceVersionKind, detail = ''): string {
  switch (kind) {
    case 'start':
      return 'Starter files';
    case 'edit':
      return 'Your edits';
    case 'step':
      return detail ? `Passed: ${detail}` : 'Passed a step';
    case 'reference':
      return detail ? `Reference code: ${detail}` : 'Reference code';
    case 'restore':
      return detail ? `Restored: ${detail}` : 'Restored';
    case 'kept':
      return 'Kept from another device';
    case 'publish':
      return 'Published';
  }
}

/** Whether a save made from `baseRevision` replaces the account's copy without keeping it. */
export const savesInPlace = (currentRevision: number, baseRevision: number) =>
  currentRevision === baseRevision;

/** Whether typing now makes an "Edits" version: none of any kind in the last few minutes. */
export function editMakesVersion(latestVersionAt: Date | null, now: Date): boolean {
  if (!latestVersionAt) return true;
  return now.getTime() - latestVersionAt.getTime() >= WORKSPACE_EDIT_VERSION_MINUTES * 60_000;
}

/**
 * Which versions to remove so at most WORKSPACE_LIMITS.versions stay: the oldest "Edits" ones
 * first, then the oldest of any kind but the newest. `versions` are newest first.
 */
export function versionsToPrune<T extends { id: string; kind: TWorkspaceVersionKind }>(
  versions: readonly T[],
  max: number = WORKSPACE_LIMITS.versions,
): string[] {
  let excess = versions.length - max;
  if (excess <= 0) return [];
  const gone: string[] = [];
  const oldestFirst = [...versions].reverse();
  for (const version of oldestFirst) {
    if (excess === 0) break;
    if (version.kind === 'edit') {
      gone.push(version.id);
      excess--;
    }
  }
  for (const version of oldestFirst.slice(0, -1)) {
    if (excess === 0) break;
    if (!gone.includes(version.id)) {
      gone.push(version.id);
      excess--;
    }
  }
  return gone;
}

const kb = (bytes: number) => `${Math.round(bytes / 1024)} KB`;

/** What the page says of the limits, once. */
export const WORKSPACE_LIMITS_TEXT = `Up to ${WORKSPACE_LIMITS.files} files, ${kb(WORKSPACE_LIMITS.fileBytes)} each and ${kb(WORKSPACE_LIMITS.totalBytes)} in all`;

export const WORKSPACE_MESSAGES = {
  projectNotFound: 'This project is not open for a workspace',
  needsPlan: 'Your own project comes with Starter and above: choose a plan to keep your code',
  versionNotFound: 'This version is not in your project’s history',
} as const;

/** The files a project starts from: the starter files of its first exercise, else one page. */
export function projectStarterFiles(
  title: string,
  firstExercise: readonly { name: string; content: string }[] | null,
): TWorkspaceFile[] {
  if (firstExercise && firstExercise.length > 0) {
    const files = firstExercise.map((f) => ({ path: f.name, content: f.content }));
    const html = files.find((f) => languageOfPath(f.path) === 'html');
    // The exercise's page becomes the front page whatever it was called.
    if (html && !files.some((f) => f.path === WORKSPACE_ENTRY)) html.path = WORKSPACE_ENTRY;
    if (files.some((f) => f.path === WORKSPACE_ENTRY)) return sortedFiles(files);
  }
  return [
    {
      path: WORKSPACE_ENTRY,
      content: `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <meta charset="utf-8">\n    <meta name="viewport" content="width=device-width, initial-scale=1">\n    <title>${title.replace(/[<&>]/g, '')}</title>\n  </head>\n  <body>\n    <h1>${title.replace(/[<&>]/g, '')}</h1>\n  </body>\n</html>\n`,
    },
  ];
}

/** Whether a role keeps workspaces (My project): the plan matrix's. */
export const canKeepWorkspace = (role: TRole) => hasFeature(role, 'workspace');

const sameFiles = (a: readonly TWorkspaceFile[], b: readonly TWorkspaceFile[]) =>
  a.length === b.length &&
  a.every((file) => b.some((other) => other.path === file.path && other.content === file.content));

/**
 * Whether the stored copy must be kept as a version before it is replaced: when no version
 * holds it yet and the replacement loses some of it outright (a restore, or a save that removes
 * a file). Typing over a file only changes it: the "Your edits" versions cover that.
 */
export function keepsBeforeReplacing(
  stored: readonly TWorkspaceFile[],
  newestVersion: readonly TWorkspaceFile[] | null,
  next: readonly TWorkspaceFile[] | 'restore',
): boolean {
  if (newestVersion && sameFiles(stored, newestVersion)) return false;
  if (next === 'restore') return true;
  return stored.some((file) => !next.some((other) => other.path === file.path));
}
