import { EXERCISE_LIBRARIES, type TExerciseLibrary } from '@thinkbuild/core/sandbox';
import { attribute, JS_TYPES, SCRIPT_TAG } from './html-tags.ts';
import { fileKey, type TExerciseFile } from './protocol.ts';

// Libraries an exercise asks for by a reserved script name (docs/decisions/019): the learner's
// HTML says `<script src="react.js"></script>` and the preview runs our copy of React in that
// place. A file of the learner's own with that name wins: it is theirs, and runs as theirs.

const BY_FILE = new Map<string, TExerciseLibrary>(
  Object.entries(EXERCISE_LIBRARIES).map(([library, file]) => [file, library as TExerciseLibrary]),
);

/** The library a `<script src>` names, unless the learner has a file of that name. */
export function libraryFor(
  src: string,
  files: readonly TExerciseFile[],
): TExerciseLibrary | undefined {
  const name = fileKey(src);
  const library = BY_FILE.get(name);
  return library && !files.some((f) => f.name === name) ? library : undefined;
}

/** The libraries the files' HTML asks for, each once, in the order it names them. */
export function librariesUsed(files: readonly TExerciseFile[]): TExerciseLibrary[] {
  const html = files.find((f) => /\.html?$/i.test(f.name));
  const used = new Set<TExerciseLibrary>();
  for (const match of html?.content.matchAll(SCRIPT_TAG) ?? []) {
    const attributes = match[1] ?? '';
    if (!JS_TYPES.has((attribute(attributes, 'type') ?? '').toLowerCase())) continue;
    const src = attribute(attributes, 'src');
    const library = src === undefined ? undefined : libraryFor(src, files);
    if (library) used.add(library);
  }
  return [...used];
}
