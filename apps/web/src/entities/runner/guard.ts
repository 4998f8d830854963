import { LOOP_LIMIT_MS } from './protocol.ts';

// The loop guard's run-time half (docs/decisions/019): what `__guard` is in the preview. Apart
// from loop-guard.ts so that the preview's script carries no parser.

export class LoopTooLongError extends RangeError {
  override name = 'LoopTooLongError';
}

/**
 * What `__guard` is at run time. A loop may run `limitMs` from the moment it started; calls may
 * run `limitMs` without the page getting a turn (a runaway recursion, a chain of promises). Once
 * tripped, every guarded loop and call of the run throws, so code that catches the error cannot
 * keep spinning.
 */
export function createGuard(
  options: {
    limitMs?: number;
    now?: () => number;
    /** Schedules `fn` for when the page next gets a turn (a macrotask: microtasks would run between calls). */
    later?: (fn: () => void) => void;
  } = {},
) {
  const limitMs = options.limitMs ?? LOOP_LIMIT_MS;
  const now = options.now ?? (() => performance.now());
  const later = options.later ?? ((fn: () => void) => setTimeout(fn, 0));
  const started = new Map<number, { at: number; line: number }>();
  let tripped: LoopTooLongError | null = null;
  let callsSince: number | null = null;
  let calls = 0;

  const seconds = `${limitMs / 1000} second${limitMs === 1000 ? '' : 's'}`;
  const trip = (message: string) => {
    tripped = new LoopTooLongError(message);
    throw tripped;
  };

  return {
    loop(id: number, line: number) {
      if (tripped) throw tripped;
      started.set(id, { at: now(), line });
    },
    tick(id: number) {
      if (tripped) throw tripped;
      const run = started.get(id);
      if (run && now() - run.at > limitMs) {
        trip(
          `Your loop on line ${run.line} ran too long (over ${seconds}) and was stopped. Does its condition ever become false?`,
        );
      }
    },
    call() {
      if (tripped) throw tripped;
      if (callsSince === null) {
        callsSince = now();
        later(() => {
          callsSince = null;
        });
        return;
      }
      // Reading the clock on every call would slow a busy recursion; every 64th is enough.
      if ((++calls & 63) === 0 && now() - callsSince > limitMs) {
        trip(
          `Your code ran too long (over ${seconds}) without finishing and was stopped. Does a function keep calling itself?`,
        );
      }
    },
  };
}

export type TGuard = ReturnType<typeof createGuard>;
