import {
  EXERCISE_RUNNER_PATH,
  exerciseRunnerPath,
  type TExerciseLibrary,
} from '@thinkbuild/core/sandbox';
import { librariesUsed } from './libraries.ts';
import {
  isRunnerMessage,
  PROTOCOL,
  type TConsoleEntry,
  type TExerciseFile,
  TOO_LONG_MESSAGE,
  type TRunRequest,
  type TRunResult,
  WATCHDOG_MS,
} from './protocol.ts';

// The exercise page's side of the runner (docs/decisions/019), without React: the editor gives
// it an element to put the preview in and calls run() and check(). It frames the runner page
// in a sandbox with an opaque origin, talks to it only by postMessage, and ends a run that does
// not answer in time by throwing the iframe away and framing a fresh one.

export type TRunnerOptions = {
  /** The runner page (the server's, by default). */
  src?: string;
  /**
   * Libraries to frame the runner with from the start (e.g. those the starter files use). A run
   * whose HTML asks for another one frames a runner page that has it first.
   */
  libraries?: readonly TExerciseLibrary[];
  /** How long a run may take before it is stopped. */
  watchdogMs?: number;
  /** How long the runner page may take to start. */
  startMs?: number;
  /** The preview iframe's accessible name. */
  title?: string;
  /** Classes for the preview iframe (it fills what the editor gives it). */
  className?: string;
};

export type TRunner = {
  /** Shows the files in the preview; answers with the console once the page has loaded. */
  run(files: TExerciseFile[]): Promise<TRunResult>;
  /** Shows the files and runs the checks (test code) against them. */
  check(files: TExerciseFile[], checks: string): Promise<TRunResult>;
  /**
   * Shows the files unless a run or check is already on its way (a page shown without a click:
   * the preview's first view). It replaces nothing: when something else goes, it answers
   * `replaced` at once, since that run shows the page anyway.
   */
  preview(files: TExerciseFile[]): Promise<TRunResult>;
  /** Console output of the shown page after its run answered (a click handler's log). */
  onConsole(listener: (entry: TConsoleEntry) => void): () => void;
  /** Removes the preview and stops listening. */
  destroy(): void;
};

/**
 * Only two sandbox permissions: scripts, and forms so that a learner's submit handler fires (the
 * runner's CSP has form-action 'none': nothing is sent). Never allow-same-origin, allow-popups,
 * allow-top-navigation or allow-modals.
 */
export const RUNNER_SANDBOX = 'allow-scripts allow-forms';

/**
 * One run or check as it was asked for: its id and a copy of its files are fixed at the call, so
 * its answer is about exactly that code, however long the runner page takes to start and
 * whatever is asked after it.
 */
type TRequest = {
  id: number;
  kind: 'preview' | 'run' | 'check';
  files: TExerciseFile[];
  checks?: string;
  resolve: (result: TRunResult) => void;
  reject: (error: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
};

const REPLACED: TRunResult = { console: [], checks: [], replaced: true };

export function createRunner(container: HTMLElement, options: TRunnerOptions = {}): TRunner {
  const path = options.src ?? EXERCISE_RUNNER_PATH;
  /** The libraries the framed runner page carries: only ever more, so runs do not re-frame. */
  let libraries = new Set<TExerciseLibrary>(options.libraries ?? []);
  const watchdogMs = options.watchdogMs ?? WATCHDOG_MS;
  const startMs = options.startMs ?? 10_000;
  const listeners = new Set<(entry: TConsoleEntry) => void>();
  let nextId = 1;
  /**
   * Requests go to the runner one at a time, in the order they were asked for, never in the
   * order their awaits happen to resume: `waiting` holds at most the newest one not yet posted,
   * `sent` the one the runner page is showing. A newer run or check replaces both (the runner
   * page throws the older page away); only the answer with `sent`'s id is taken.
   */
  let waiting: TRequest | null = null;
  let sent: TRequest | null = null;
  let pumping = false;
  /** The run whose page the preview shows. */
  let shownId = 0;
  let frame: HTMLIFrameElement;
  let ready: Promise<void>;
  let markReady = () => {};
  let destroyed = false;

  const mount = () => {
    frame = document.createElement('iframe');
    frame.setAttribute('sandbox', RUNNER_SANDBOX);
    frame.title = options.title ?? 'Preview of your page';
    if (options.className) frame.className = options.className;
    ready = new Promise<void>((resolve) => {
      markReady = () => resolve();
    });
    frame.src = exerciseRunnerPath([...libraries], path);
    container.append(frame);
  };

  const onMessage = (event: MessageEvent) => {
    // Only the runner we framed: its window, and the opaque origin a sandbox gives it.
    if (event.source !== frame.contentWindow || event.origin !== 'null') return;
    const message = event.data;
    if (!isRunnerMessage(message)) return;
    if (message.type === 'ready') {
      markReady();
    } else if (message.type === 'result') {
      // The answer of the page the runner shows now; a replaced page's late answer is dropped.
      const run = sent;
      if (!run || run.id !== message.id) return;
      sent = null;
      clearTimeout(run.timer);
      run.resolve({ console: message.console, checks: message.checks });
      void pump();
    } else if (message.type === 'console' && message.id === shownId) {
      for (const listener of listeners) listener(message.entry);
    }
  };
  window.addEventListener('message', onMessage);
  mount();

  /** The watchdog: the runner did not answer, so its iframe (and the code in it) goes. */
  const stop = (run: TRequest) => {
    if (sent !== run) return;
    sent = null;
    frame.remove();
    if (!destroyed) mount();
    run.resolve({
      console: [{ level: 'error', text: TOO_LONG_MESSAGE }],
      checks:
        run.kind === 'check'
          ? [{ name: 'Time limit', passed: false, message: TOO_LONG_MESSAGE }]
          : [],
      stopped: true,
    });
    void pump();
  };

  const replace = (run: TRequest | null) => {
    if (!run) return;
    clearTimeout(run.timer);
    run.resolve(REPLACED);
  };

  /** Waits for the framed runner page, at most `startMs`. */
  const started = async () => {
    let startTimer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      ready,
      new Promise<never>((_, reject) => {
        startTimer = setTimeout(
          () => reject(new Error('The preview could not start. Reload the page and try again.')),
          startMs,
        );
      }),
    ]).finally(() => clearTimeout(startTimer));
  };

  /** Posts the waiting request once the runner page is ready (one loop at a time). */
  const pump = async () => {
    if (pumping) return;
    pumping = true;
    try {
      while (waiting && !destroyed) {
        const next = waiting;
        const missing = librariesUsed(next.files).filter((name) => !libraries.has(name));
        if (missing.length > 0) {
          // A runner page with the library inline: nothing is fetched while the learner's code runs.
          libraries = new Set([...libraries, ...missing]);
          replace(sent);
          sent = null;
          frame.remove();
          mount();
        }
        try {
          await started();
        } catch (error) {
          if (waiting === next) waiting = null;
          next.reject(error instanceof Error ? error : new Error(String(error)));
          continue;
        }
        // Replaced while the runner page started: the newer request goes instead.
        if (waiting !== next || destroyed) continue;
        waiting = null;
        replace(sent);
        sent = next;
        shownId = next.id;
        next.timer = setTimeout(() => stop(next), watchdogMs);
        const message: TRunRequest = {
          protocol: PROTOCOL,
          type: 'run',
          id: next.id,
          files: next.files,
        };
        if (next.checks !== undefined) message.checks = next.checks;
        // '*': the runner's origin is opaque and cannot be named; what goes is the learner's own code.
        frame.contentWindow?.postMessage(message, '*');
      }
    } finally {
      pumping = false;
    }
  };

  const request = (
    kind: TRequest['kind'],
    files: TExerciseFile[],
    checks?: string,
  ): Promise<TRunResult> =>
    new Promise<TRunResult>((resolve, reject) => {
      if (destroyed) return reject(new Error('The runner was closed.'));
      // A page nobody asked for never takes the place of one somebody did.
      if (kind === 'preview' && (waiting || sent)) return resolve(REPLACED);
      const run: TRequest = {
        id: nextId++,
        kind,
        files: files.map((f) => ({ name: f.name, content: f.content })),
        resolve,
        reject,
      };
      if (checks !== undefined) run.checks = checks;
      replace(waiting);
      waiting = run;
      void pump();
    });

  return {
    run: (files) => request('run', files),
    check: (files, checks) => request('check', files, checks),
    preview: (files) => request('preview', files),
    onConsole(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      destroyed = true;
      window.removeEventListener('message', onMessage);
      // Whoever still waits is gone with the page: their answers are left unsettled, as before.
      clearTimeout(sent?.timer);
      waiting = null;
      sent = null;
      listeners.clear();
      frame.remove();
    },
  };
}
