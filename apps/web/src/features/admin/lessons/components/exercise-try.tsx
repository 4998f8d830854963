import type { TRunResult } from '../../../../entities/runner/protocol.ts';
import { Button } from '../../../../ui/button.tsx';
import { Spinner } from '../../../../ui/form-alert.tsx';
import type { TExerciseDraftState } from '../hooks/use-exercise-draft.ts';
import { EXERCISE_PREFIX } from './exercise-draft.ts';

const ERROR_ID = 'exercise-verification-error';

/** One run's checks, each passed or failed with its message, and its console when it matters. */
function RunOutcome({
  title,
  run,
  expect,
  neutral = false,
}: {
  title: string;
  run: TRunResult;
  expect: string;
  /** The starter files' outcomes are neither good nor bad one by one: shown plain. */
  neutral?: boolean;
}) {
  const showConsole = run.stopped || run.console.some((e) => e.level === 'error');
  return (
    <section className="min-w-0 space-y-2" aria-label={title}>
      <h4 className="font-semibold text-slate-900 text-sm">
        {title} <span className="font-normal text-slate-600">({expect})</span>
      </h4>
      {run.checks.length === 0 ? (
        <p className="text-slate-600 text-sm">No check ran.</p>
      ) : (
        <ul className="space-y-1.5">
          {run.checks.map((c, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: two checks may share a name
              key={i}
              className={`rounded-lg border px-3 py-2 text-sm ${
                neutral
                  ? 'border-slate-200 bg-slate-50 text-slate-900'
                  : c.passed
                    ? 'border-emerald-200 bg-emerald-50 text-emerald-900'
                    : 'border-red-200 bg-red-50 text-red-900'
              }`}
            >
              <span className="font-semibold">
                <span aria-hidden="true">{c.passed ? '✓ ' : '✗ '}</span>
                {c.name}: {c.passed ? 'passed' : 'failed'}
              </span>
              {!c.passed && c.message && <span className="block break-words">{c.message}</span>}
            </li>
          ))}
        </ul>
      )}
      {showConsole && (
        <div>
          <p className="font-semibold text-slate-900 text-xs">Console</p>
          <pre className="mt-1 max-h-48 overflow-auto rounded-lg border border-slate-200 bg-slate-50 p-2 font-mono text-slate-800 text-xs">
            {run.console
              .map(
                (e) =>
                  `${e.level}${e.file ? ` ${e.file}${e.line ? `:${e.line}` : ''}` : ''}: ${e.text}`,
              )
              .join('\n')}
          </pre>
        </div>
      )}
    </section>
  );
}

/**
 * The Try checks button and what it found. Its outcome is what the save reports to the server;
 * the status line says whether the current files and checks are verified.
 */
export function ExerciseTry({ exercise }: { exercise: TExerciseDraftState }) {
  const { tryChecks, currentTry, verified, errors } = exercise;
  const { state } = tryChecks;
  const running = state.phase === 'running';
  // The rule's message, or (rarely) the schema's about the reported outcome itself.
  const key = `${EXERCISE_PREFIX}verification`;
  const error = errors[key] ?? Object.entries(errors).find(([k]) => k.startsWith(`${key}.`))?.[1];
  // A Try of files or checks that have changed since: shown, marked out of date.
  const shown = state.phase === 'done' ? state.tried : null;
  return (
    <div className="space-y-3 rounded-2xl border border-slate-200 p-4 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={running}
          aria-busy={running}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ERROR_ID : undefined}
          onClick={() => void exercise.runTry()}
        >
          {running && <Spinner />}
          Try checks
        </Button>
        <p
          className={`text-sm ${verified && !running ? 'font-semibold text-emerald-800' : 'text-slate-700'}`}
          role="status"
        >
          {running
            ? 'Running the checks against the solution, then the starter files…'
            : verified
              ? '✓ Verified: the solution passes every check and the starter files fail at least one.'
              : 'Not verified since the last change. The lesson is published only after Try checks pass.'}
        </p>
      </div>
      {error && (
        <p id={ERROR_ID} className="flex items-start gap-1.5 text-red-700 text-sm">
          <span aria-hidden="true">⚠</span>
          {error}
        </p>
      )}
      {state.phase === 'failed' && <p className="text-red-700 text-sm">{state.message}</p>}
      {shown && (
        <div className="space-y-4">
          {shown !== currentTry && (
            <p className="text-amber-800 text-sm">
              The files or checks changed after this Try: run it again.
            </p>
          )}
          {shown.problems.length > 0 && (
            <ul className="space-y-1 rounded-xl border border-red-200 bg-red-50 p-3 text-red-900 text-sm">
              {shown.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
          <div className="grid gap-4 lg:grid-cols-2">
            <RunOutcome
              title="Solution files"
              expect="every check must pass"
              run={shown.solution}
            />
            <RunOutcome
              title="Starter files"
              expect="at least one must fail"
              run={shown.starter}
              neutral
            />
          </div>
        </div>
      )}
      {/* The runner's page: laid out like a learner's, off screen and out of the tab order. */}
      <div
        ref={tryChecks.frameHost}
        aria-hidden="true"
        inert
        className="pointer-events-none fixed top-0 -left-[10000px] h-[600px] w-[800px] overflow-hidden"
      />
    </div>
  );
}
