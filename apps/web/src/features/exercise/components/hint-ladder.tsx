import { hintLadder } from '@thinkbuild/core/exercise';
import type { THintsStanding } from '@thinkbuild/core/schemas/exercise';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { Button } from '../../../ui/button.tsx';
import { LightbulbIcon } from '../../../ui/icons.tsx';
import { MarkdownText } from '../../../ui/markdown-text.tsx';

export type THintLadderProps = {
  hints: THintsStanding;
  passed: boolean;
  failedCount: number;
  /** The hints the latest Check's failed checks point to. */
  pointed: readonly number[];
  onOpen: (n: number) => void;
  /** The element id of an opened hint (a check's pointer focuses it). */
  idOf: (n: number) => string;
  opening: boolean;
  error: Error | null;
};

/**
 * The exercise's hints, one at a time (core's hintLadder): nothing until a failed Check, then
 * the next hint on offer, and the ones opened so far. "Show solution" stays the last step: the
 * server sends the solution only once every hint is opened.
 */
export function HintLadder({
  hints,
  passed,
  failedCount,
  pointed,
  onOpen,
  idOf,
  opening,
  error,
}: THintLadderProps) {
  const opened = hints.opened.map((h) => h.number);
  const { next, byFailure } = hintLadder({
    passed,
    failedCount,
    hintCount: hints.count,
    opened,
    pointed,
  });
  const newest = useRef<HTMLElement>(null);
  const count = hints.opened.length;
  // A hint just opened takes the focus, so a screen reader reads it out.
  const seen = useRef(count);
  useEffect(() => {
    if (count > seen.current) newest.current?.focus();
    seen.current = count;
  }, [count]);

  if (hints.count === 0) return null;
  const plural = hints.count === 1 ? 'hint' : 'hints';
  return (
    <section aria-label="Hints" className="space-y-3 px-4 pb-4">
      {hints.opened.map((hint, i) => (
        <article
          key={hint.number}
          id={idOf(hint.number)}
          ref={i === count - 1 ? newest : undefined}
          tabIndex={-1}
          aria-label={`Hint ${hint.number} of ${hints.count}`}
          className="rounded-xl border border-sky-200 bg-sky-50 p-4 text-sky-950 outline-none focus-visible:ring-2 focus-visible:ring-sky-500"
        >
          <p className="flex items-center gap-1.5 font-bold text-sm">
            <LightbulbIcon className="h-4 w-4" />
            Hint {hint.number} of {hints.count}
          </p>
          <MarkdownText source={hint.text} className="mt-1 text-sm" />
        </article>
      ))}
      {next !== null && !passed ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-slate-50 px-4 py-3 text-sm">
          <p className="min-w-0 flex-1 basis-48 text-slate-700">
            {count === 0
              ? 'Stuck? A hint points you the right way without giving the answer.'
              : byFailure
                ? 'Still stuck? The next hint is ready.'
                : 'Want another nudge?'}
          </p>
          <Button variant="secondary" onClick={() => onOpen(next)} disabled={opening}>
            <LightbulbIcon className="h-4 w-4" />
            Show hint {next}
          </Button>
        </div>
      ) : (
        count === 0 &&
        !passed && (
          <p className="text-slate-600 text-sm">
            This exercise has {hints.count} {plural}: the first comes after a failed check.
          </p>
        )
      )}
      {error && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          The hint could not be opened:{' '}
          {error instanceof ApiError ? error.message : 'you seem to be offline'}.
        </p>
      )}
    </section>
  );
}
