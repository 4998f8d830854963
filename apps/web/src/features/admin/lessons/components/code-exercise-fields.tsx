import { TextAreaField } from '../../../../ui/field.tsx';
import type { TExerciseDraftState } from '../hooks/use-exercise-draft.ts';
import {
  EXAMPLE_CHECKS,
  EXERCISE_PREFIX,
  type TExerciseDraft,
  type TFileList,
} from './exercise-draft.ts';
import { ExerciseFilesFields } from './exercise-files-fields.tsx';

const MATCHERS =
  'toBe, toEqual, toBeTruthy, toBeFalsy, toBeNull, toBeDefined, toExist, toHaveLength, toContain, toMatch, toBeGreaterThan, toBeLessThan, toHaveText';

function ChecksHelp() {
  return (
    <details className="rounded-xl border border-slate-200 bg-slate-50/60 p-3 text-slate-700 text-sm">
      <summary className="cursor-pointer font-semibold text-slate-900">How to write checks</summary>
      <div className="mt-2 space-y-2">
        <p>
          Checks are JavaScript run inside the learner’s page. Each <code>test(name, fn)</code> is
          one check, listed to the learner by its name. In it, <code>expect(value)</code> has{' '}
          {MATCHERS}, each with <code>.not</code>. End a matcher with the sentence the learner
          reads; what was found is added to it.
        </p>
        <p>
          Helpers: <code>$(selector)</code>, <code>$$(selector)</code>,{' '}
          <code>style(elementOrSelector, property)</code> (computed style), <code>logs()</code>,{' '}
          <code>errors()</code>, <code>await wait(ms)</code>.
        </p>
        <pre className="overflow-auto rounded-lg border border-slate-200 bg-white p-2 font-mono text-xs">
          {EXAMPLE_CHECKS}
        </pre>
      </div>
    </details>
  );
}

/**
 * Whether learners meet the saved exercise as a step of their own project (core's
 * projectSteps): its starter files are then the step before's solution, and changing them makes
 * it an exercise on its own.
 */
function StepNote({
  step,
  saved,
}: {
  step: { number: number; of: number } | null;
  saved: boolean;
}) {
  if (!saved) return null;
  return (
    <p className="rounded-xl border border-slate-200 bg-slate-50 p-3 text-slate-700 text-sm">
      {step ? (
        <>
          <strong className="text-slate-900">
            Step {step.number} of {step.of} of this project.
          </strong>{' '}
          Learners open it on their own project as the step before left it
          {step.number > 1 ? ': its starter files are that step’s solution' : ''}. Change them and
          it becomes an exercise on its own; a new exercise before it starts the chain again.
        </>
      ) : (
        <>
          <strong className="text-slate-900">An exercise on its own.</strong> Learners start from
          its starter files, not from their project (it is a step only when its starter files are
          the previous step’s solution, in a published lesson).
        </>
      )}
    </p>
  );
}

/** A code exercise's own fields: the starter and solution files, and the checks. */
export function CodeExerciseFields({
  draft,
  exercise,
}: {
  draft: TExerciseDraft;
  exercise: TExerciseDraftState;
}) {
  const { errors } = exercise;
  const setFiles =
    (list: TFileList) =>
    (files: TExerciseDraft['starterFiles'], ...touched: string[]) =>
      exercise.change({ ...draft, [list]: files }, ...touched);
  const stored = exercise.stored;
  const step = stored?.kind === 'code' ? stored.step : null;
  return (
    <>
      <StepNote step={step} saved={stored !== null} />
      <div className="space-y-6">
        <ExerciseFilesFields
          list="starterFiles"
          title="Starter files"
          hint="What learners start from. At least one check must fail on them."
          files={draft.starterFiles}
          errors={errors}
          onChange={setFiles('starterFiles')}
        />
        <ExerciseFilesFields
          list="solutionFiles"
          title="Solution files"
          hint="Must pass every check. Learners see them once passed, or after three failed checks and every hint."
          files={draft.solutionFiles}
          errors={errors}
          onChange={setFiles('solutionFiles')}
        />
      </div>
      <div className="space-y-3">
        <TextAreaField
          label="Checks"
          hint="JavaScript tests, run in the learner’s page"
          value={draft.checks}
          error={errors[`${EXERCISE_PREFIX}checks`]}
          inputClassName="min-h-48 font-mono text-sm"
          spellCheck={false}
          autoCapitalize="off"
          wrap="off"
          onChange={(e) => exercise.change({ ...draft, checks: e.target.value }, 'checks')}
        />
        <ChecksHelp />
      </div>
    </>
  );
}
