import { hintPointer } from '@thinkbuild/core/exercise';
import type { TCheckResult } from '../../../entities/runner/protocol.ts';
import { CheckIcon, CrossIcon, LightbulbIcon } from '../../../ui/icons.tsx';

/** What a failed check may point to: a hint of the exercise, and how to open it. */
export type THintPointer = { count: number; open: (n: number) => void };

/**
 * Each check of the last Check, passed or failed, with what it found when it failed, and the
 * hint it points to when it names one the exercise has.
 */
export function CheckList({
  checks,
  hints,
}: {
  checks: readonly TCheckResult[];
  hints?: THintPointer | undefined;
}) {
  return (
    <ul aria-label="Checks" className="space-y-2">
      {checks.map((check, i) => (
        <li
          // Checks can share a name; their order is the exercise's.
          // biome-ignore lint/suspicious/noArrayIndexKey: the checks' order is fixed by the exercise
          key={i}
          className={`flex gap-3 rounded-xl border px-3 py-2.5 text-sm ${
            check.passed
              ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
              : 'border-red-200 bg-red-50 text-red-950'
          }`}
        >
          <span
            className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full text-white ${
              check.passed ? 'bg-emerald-600' : 'bg-red-600'
            }`}
          >
            {check.passed ? (
              <CheckIcon className="h-3.5 w-3.5" />
            ) : (
              <CrossIcon className="h-3.5 w-3.5" />
            )}
          </span>
          <span className="min-w-0">
            <span className="sr-only">{check.passed ? 'Passed: ' : 'Failed: '}</span>
            <span className="font-semibold">{check.name}</span>
            {!check.passed && check.message && (
              <span className="mt-0.5 block break-words">{check.message}</span>
            )}
            {!check.passed && hints && check.hint && check.hint <= hints.count && (
              <button
                type="button"
                onClick={() => hints.open(check.hint ?? 1)}
                className="mt-1 inline-flex items-center gap-1 font-semibold text-sky-800 underline underline-offset-2 hover:text-sky-950"
              >
                <LightbulbIcon className="h-3.5 w-3.5" />
                {hintPointer(check.hint)}
              </button>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
