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

type TPending = {
  resolve: (result: TRunResult) => void;
  timer: ReturnType<typeof setTimeout>;
  withChecks: boolean;
};

export function createRunner(container: HTMLElement, options: TRunnerOptions = {}): TRunner {
  const path = options.src ?? EXERCISE_RUNNER_PATH;
  /** The libraries the framed runner page carries: only ever more, so runs do not re-frame. */
  let libraries = new Set<TExerciseLibrary>(options.libraries ?? []);
  const watchdogMs = options.watchdogMs ?? WATCHDOG_MS;
  const startMs = options.startMs ?? 10_000;
  const pending = new Map<number, TPending>();
  const listeners = new Set<(entry: TConsoleEntry) => void>();
  let nextId = 1;
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
      const run = pending.get(message.id);
      if (!run) return;
      pending.delete(message.id);
      clearTimeout(run.timer);
      run.resolve({ console: message.console, checks: message.checks });
    } else if (message.type === 'console' && message.id === shownId) {
      for (const listener of listeners) listener(message.entry);
    }
  };
  window.addEventListener('message', onMessage);
  mount();

  /** The watchdog: the runner did not answer, so its iframe (and the code in it) goes. */
  const stop = (id: number) => {
    const run = pending.get(id);
    if (!run) return;
    pending.delete(id);
    frame.remove();
    if (!destroyed) mount();
    run.resolve({
      console: [{ level: 'error', text: TOO_LONG_MESSAGE }],
      checks: run.withChecks
        ? [{ name: 'Time limit', passed: false, message: TOO_LONG_MESSAGE }]
        : [],
      stopped: true,
    });
  };

  /** A new run replaces the page of the one before: that one will not answer any more. */
  const replacePending = () => {
    for (const [id, run] of pending) {
      clearTimeout(run.timer);
      pending.delete(id);
      run.resolve({ console: [], checks: [], replaced: true });
    }
  };

  const request = async (files: TExerciseFile[], checks?: string): Promise<TRunResult> => {
    const missing = librariesUsed(files).filter((name) => !libraries.has(name));
    if (missing.length > 0 && !destroyed) {
      // A runner page with the library inline: nothing is fetched while the learner's code runs.
      libraries = new Set([...libraries, ...missing]);
      replacePending();
      frame.remove();
      mount();
    }
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
    if (destroyed) throw new Error('The runner was closed.');
    replacePending();
    const id = nextId++;
    shownId = id;
    const message: TRunRequest = { protocol: PROTOCOL, type: 'run', id, files };
    if (checks !== undefined) message.checks = checks;
    return new Promise<TRunResult>((resolve) => {
      pending.set(id, {
        resolve,
        timer: setTimeout(() => stop(id), watchdogMs),
        withChecks: checks !== undefined,
      });
      // '*': the runner's origin is opaque and cannot be named; what goes is the learner's own code.
      frame.contentWindow?.postMessage(message, '*');
    });
  };

  return {
    run: (files) => request(files),
    check: (files, checks) => request(files, checks),
    onConsole(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      destroyed = true;
      window.removeEventListener('message', onMessage);
      for (const run of pending.values()) clearTimeout(run.timer);
      pending.clear();
      listeners.clear();
      frame.remove();
    },
  };
}
