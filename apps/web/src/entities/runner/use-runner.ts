import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createRunner, type TRunner } from './client.ts';
import type { TConsoleEntry, TExerciseFile, TRunResult } from './protocol.ts';

/** A page that logs in a loop must not grow the console without end. */
const MAX_CONSOLE_ENTRIES = 200;

export type TRunnerState = {
  console: TConsoleEntry[];
  /** What is running: a Run, a Check, or nothing. */
  busy: 'run' | 'check' | null;
  /** The last run was stopped by the watchdog. */
  stopped: boolean;
};

const keep = (entries: TConsoleEntry[]) => entries.slice(-MAX_CONSOLE_ENTRIES);

/** How near the preview must scroll before its runner page is fetched. */
const PREVIEW_MARGIN = '100px';

/**
 * The sandboxed runner (entities/runner, docs/decisions/019) in the element `host` points at: Run
 * shows the page and its console, Check also runs the checks. A run the watchdog stopped leaves
 * a fresh runner behind, so the page goes on working.
 *
 * The runner page (40 KB gzipped, more with React) is framed only once the preview is about to
 * be seen, or at the first Run or Check: a learner who opens the lesson to watch the video does
 * not download it (bench/exercise-editor.mjs). `onFirstView` is called then, once.
 */
export function useRunner(host: RefObject<HTMLDivElement | null>, onFirstView?: () => void) {
  const runner = useRef<TRunner | null>(null);
  const [state, setState] = useState<TRunnerState>({ console: [], busy: null, stopped: false });
  const onFirstViewRef = useRef(onFirstView);
  onFirstViewRef.current = onFirstView;

  const ensure = useCallback((): TRunner | null => {
    if (runner.current || !host.current) return runner.current;
    const created = createRunner(host.current, {
      title: 'Preview of your page',
      className: 'block h-full w-full border-0 bg-white',
    });
    created.onConsole((entry) => setState((s) => ({ ...s, console: keep([...s.console, entry]) })));
    runner.current = created;
    return created;
  }, [host]);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    const seen = () => {
      ensure();
      onFirstViewRef.current?.();
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') seen();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          seen();
        },
        { rootMargin: PREVIEW_MARGIN },
      );
      observer.observe(element);
    }
    return () => {
      observer?.disconnect();
      runner.current?.destroy();
      runner.current = null;
    };
  }, [host, ensure]);

  /** What is asked of the runner now, as `busy` says, without waiting for a render. */
  const asked = useRef<TRunnerState['busy']>(null);

  const start = useCallback(
    async (kind: 'run' | 'check', go: (r: TRunner) => Promise<TRunResult>) => {
      const current = ensure();
      if (!current) return null;
      asked.current = kind;
      setState({ console: [], busy: kind, stopped: false });
      let result: TRunResult;
      try {
        result = await go(current);
      } catch (error) {
        asked.current = null;
        const text = error instanceof Error ? error.message : String(error);
        setState({ console: [{ level: 'error', text }], busy: null, stopped: false });
        return null;
      }
      // A newer run took over: its own answer updates the panel.
      if (result.replaced) return null;
      asked.current = null;
      setState((s) => ({
        console: keep([...result.console, ...s.console]),
        busy: null,
        stopped: result.stopped === true,
      }));
      return result;
    },
    [ensure],
  );

  const run = useCallback((files: TExerciseFile[]) => start('run', (r) => r.run(files)), [start]);
  const check = useCallback(
    (files: TExerciseFile[], checks: string) => start('check', (r) => r.check(files, checks)),
    [start],
  );
  /**
   * Shows the files without a click (the first view): nothing when a Run or Check is on its way,
   * which shows the page itself, and never in place of one asked for after it (client.ts).
   */
  const preview = useCallback(
    (files: TExerciseFile[]) =>
      asked.current ? Promise.resolve(null) : start('run', (r) => r.preview(files)),
    [start],
  );
  const clear = useCallback(() => setState((s) => ({ ...s, console: [] })), []);

  return { ...state, run, check, preview, clear };
}
