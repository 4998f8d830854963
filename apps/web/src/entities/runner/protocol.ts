// The messages between the page that shows an exercise and the sandboxed runner page it frames
// (docs/decisions/019). Both sides check who sent a message before reading it: the page takes
// only messages whose source is its runner iframe (origin "null": the runner has an opaque
// origin), the runner only its parent's, from the site's own origin.

/** The global guarded code calls (loop-guard.ts inserts the calls, guard.ts answers them). */
export const GUARD_NAME = '__guard';

/** The global through which the preview document asks for the learner's files (page.ts). */
export const SANDBOX_NAME = '__sandbox';

/** When a file's script runs: in place, once the document is parsed, or as a module. */
export type TScriptMode = 'now' | 'defer' | 'module';

/** `./style.css` and `style.css` name the same file. */
export const fileKey = (path: string) => path.trim().replace(/^\.\//, '');

/** Marks our messages among whatever else a window receives. */
export const PROTOCOL = 'thinkbuild-exercise/1';

/** One file of the learner's exercise: `index.html`, `style.css`, `script.js`, … */
export type TExerciseFile = { name: string; content: string };

export type TConsoleLevel = 'log' | 'info' | 'warn' | 'error';

/** A console call or an uncaught error, where it came from when known (1-based line). */
export type TConsoleEntry = { level: TConsoleLevel; text: string; file?: string; line?: number };

/** `hint`: the hint a failed check points to (1-based). */
export type TCheckResult = { name: string; passed: boolean; message: string; hint?: number };

/** What a run answers: the console so far and, when checks were given, one result per test. */
export type TRunResult = {
  console: TConsoleEntry[];
  checks: TCheckResult[];
  /** The watchdog ended the run: the code took too long (the message says so). */
  stopped?: true;
  /** A newer run replaced this one before it answered. */
  replaced?: true;
};

/** Page → runner: render these files; with `checks` (test code), run them against the page. */
export type TRunRequest = {
  protocol: typeof PROTOCOL;
  type: 'run';
  id: number;
  files: TExerciseFile[];
  checks?: string;
};

/** Runner → page. */
export type TRunnerMessage =
  | { protocol: typeof PROTOCOL; type: 'ready' }
  | ({ protocol: typeof PROTOCOL; type: 'result'; id: number } & TRunResult)
  /** Console output after the run answered (a click handler's log), while its page is shown. */
  | { protocol: typeof PROTOCOL; type: 'console'; id: number; entry: TConsoleEntry };

export const isRunnerMessage = (data: unknown): data is TRunnerMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as { protocol?: unknown }).protocol === PROTOCOL &&
  typeof (data as { type?: unknown }).type === 'string';

export const isRunRequest = (data: unknown): data is TRunRequest => {
  if (typeof data !== 'object' || data === null) return false;
  const request = data as Partial<TRunRequest>;
  return (
    request.protocol === PROTOCOL &&
    request.type === 'run' &&
    typeof request.id === 'number' &&
    Array.isArray(request.files) &&
    request.files.every((f) => typeof f?.name === 'string' && typeof f?.content === 'string') &&
    (request.checks === undefined || typeof request.checks === 'string')
  );
};

/** How long a loop (or a call chain that never lets the page breathe) may run. */
export const LOOP_LIMIT_MS = 1000;
/** How long one asynchronous test may take before it fails. */
export const TEST_LIMIT_MS = 1000;
/** How long the page waits for the runner's answer before it ends the run. */
export const WATCHDOG_MS = 3000;

export const TOO_LONG_MESSAGE = 'Your code took too long and was stopped.';
