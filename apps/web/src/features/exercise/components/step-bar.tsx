import { myProjectPath } from '@thinkbuild/core/routes';
import type { TExerciseStep } from '@thinkbuild/core/schemas/exercise';
import { Link } from 'react-router';
import { errorsOfSave } from '../../../lib/form-errors.ts';
import { Button } from '../../../ui/button.tsx';

type TProps = {
  step: TExerciseStep;
  /** What the editor opened: the learner's project, or the step's own starting code and why. */
  opened: 'project' | 'draft' | 'reference';
  note: string | null;
  /** After a pass: the step kept in My project, or why not. */
  kept: { state: 'saving' } | { state: 'kept' } | { state: 'failed'; message: string } | null;
  onReference: () => void;
  busy: boolean;
};

const OPENED = {
  project: 'Your code, as the step before left it.',
  draft: 'Your work on this step, as you left it.',
  reference: 'This step’s reference code.',
} as const;

/**
 * Above a step's editor: which step of the learner's own project this is, what the editor
 * opened, where the project is, and the way out for a learner who is stuck or skipped a step.
 */
/** The kept state of a step's pass, from the mutation that keeps it (useKeepStep). */
export const keptState = (keep: {
  isPending: boolean;
  isSuccess: boolean;
  error: Error | null;
}): TProps['kept'] =>
  keep.isPending
    ? { state: 'saving' }
    : keep.isSuccess
      ? { state: 'kept' }
      : keep.error
        ? { state: 'failed', message: errorsOfSave(keep.error).message }
        : null;

export function StepBar({ step, opened, note, kept, onReference, busy }: TProps) {
  return (
    <section
      aria-label="Your project"
      className="flex flex-col gap-3 border-slate-200 border-t bg-brand-50/60 px-4 py-3 sm:flex-row sm:items-center"
    >
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-semibold text-slate-950">{step.name}</p>
        <p className="text-slate-700">
          {OPENED[opened]} Passing it keeps it in{' '}
          <Link
            to={myProjectPath(step.category, step.project)}
            className="font-semibold text-brand-700 underline"
          >
            My project
          </Link>
          .
        </p>
        {note && <p className="mt-1 text-amber-800">{note}</p>}
        {kept && (
          <p
            role="status"
            className={
              kept.state === 'failed' ? 'mt-1 font-semibold text-red-700' : 'mt-1 text-emerald-800'
            }
          >
            {kept.state === 'saving' && 'Keeping this step in My project…'}
            {kept.state === 'kept' && `Kept in My project: “Passed: ${step.name}”.`}
            {kept.state === 'failed' && `Not kept in My project: ${kept.message}`}
          </p>
        )}
      </div>
      <Button
        variant="secondary"
        className="self-start sm:self-center"
        onClick={onReference}
        disabled={busy}
      >
        Use the reference code for this step
      </Button>
    </section>
  );
}
