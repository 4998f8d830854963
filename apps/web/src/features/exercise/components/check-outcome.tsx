import type { TCheckResult } from '../../../entities/runner/protocol.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { CheckIcon } from '../../../ui/icons.tsx';
import { CheckList, type THintPointer } from './check-list.tsx';

/**
 * What the last Check found: every check, then the verdict and the next step (the lesson
 * complete, or its quiz still to pass).
 */
export function CheckOutcome({
  checks,
  passedBefore,
  completed,
  hasQuiz,
  stopped,
  reportError,
  hints,
}: {
  checks: readonly TCheckResult[] | null;
  passedBefore: boolean;
  /** The server's word on the lesson after this check (null until it answered). */
  completed: boolean | null;
  hasQuiz: boolean;
  stopped: boolean;
  reportError: Error | null;
  hints?: THintPointer;
}) {
  if (!checks)
    return passedBefore ? (
      <p className="mx-4 mb-4 inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 font-semibold text-emerald-800 text-sm">
        <CheckIcon className="h-4 w-4" />
        You passed this exercise
      </p>
    ) : null;
  const passed = checks.filter((c) => c.passed).length;
  const all = checks.length > 0 && passed === checks.length;
  return (
    <div className="space-y-3 px-4 pb-4">
      <div
        role="status"
        className={`rounded-xl border p-4 ${
          all
            ? 'border-emerald-200 bg-emerald-50 text-emerald-950'
            : 'border-amber-200 bg-amber-50 text-amber-950'
        }`}
      >
        {checks.length === 0 ? (
          <p className="font-semibold">This exercise has no checks to run.</p>
        ) : all ? (
          <>
            <p className="font-bold text-lg">All {checks.length} checks pass: exercise passed!</p>
            {completed === true && <p className="mt-1 font-semibold">Lesson complete.</p>}
            {completed === false && hasQuiz && (
              <p className="mt-1 text-sm">Pass the lesson quiz below to complete the lesson.</p>
            )}
          </>
        ) : (
          <>
            <p className="font-bold">
              {passed} of {checks.length} checks pass
            </p>
            <p className="mt-1 text-sm">
              {stopped
                ? 'Your code took too long and was stopped: look for a loop that never ends.'
                : 'Fix what the red checks say, then check again.'}
            </p>
          </>
        )}
      </div>
      {reportError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          Your result could not be saved:{' '}
          {reportError instanceof ApiError ? reportError.message : 'you seem to be offline'}. Check
          again to retry.
        </p>
      )}
      <CheckList checks={checks} hints={hints} />
    </div>
  );
}
