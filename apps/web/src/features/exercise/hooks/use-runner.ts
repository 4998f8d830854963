import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { createRunner, type TRunner } from '../../../lib/runner/client.ts';
import type { TConsoleEntry, TExerciseFile, TRunResult } from '../../../lib/runner/protocol.ts';

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

/**
 * The sandboxed runner (lib/runner, docs/decisions/019) in the element `preview` points at: Run
 * shows the page and its console, Check also runs the checks. A run the watchdog stopped leaves
 * a fresh runner behind, so the page goes on working.
 */
export function useRunner(preview: RefObject<HTMLDivElement | null>) {
  const runner = useRef<TRunner | null>(null);
  const [state, setState] = useState<TRunnerState>({ console: [], busy: null, stopped: false });

  useEffect(() => {
    if (!preview.current) return;
    const created = createRunner(preview.current, {
      title: 'Preview of your page',
      className: 'block h-full w-full border-0 bg-white',
    });
    runner.current = created;
    const off = created.onConsole((entry) =>
      setState((s) => ({ ...s, console: keep([...s.console, entry]) })),
    );
    return () => {
      off();
      created.destroy();
      runner.current = null;
    };
  }, [preview]);

  const start = useCallback(
    async (kind: 'run' | 'check', go: (r: TRunner) => Promise<TRunResult>) => {
      const current = runner.current;
      if (!current) return null;
      setState({ console: [], busy: kind, stopped: false });
      let result: TRunResult;
      try {
        result = await go(current);
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        setState({ console: [{ level: 'error', text }], busy: null, stopped: false });
        return null;
      }
      // A newer run took over: its own answer updates the panel.
      if (result.replaced) return null;
      setState((s) => ({
        console: keep([...result.console, ...s.console]),
        busy: null,
        stopped: result.stopped === true,
      }));
      return result;
    },
    [],
  );

  const run = useCallback((files: TExerciseFile[]) => start('run', (r) => r.run(files)), [start]);
  const check = useCallback(
    (files: TExerciseFile[], checks: string) => start('check', (r) => r.check(files, checks)),
    [start],
  );
  const clear = useCallback(() => setState((s) => ({ ...s, console: [] })), []);

  return { ...state, run, check, clear };
}
