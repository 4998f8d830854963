import { EXERCISE_LIMITS } from '@thinkbuild/core/exercise';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/field.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import type { TExerciseDraftState } from '../hooks/use-exercise-draft.ts';
import { EXAMPLE_CHECKS, EXERCISE_PREFIX, type TFileList } from './exercise-draft.ts';
import { ExerciseFilesFields } from './exercise-files-fields.tsx';
import { ExerciseHintsFields } from './exercise-hints-fields.tsx';
import { ExerciseTry } from './exercise-try.tsx';

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
 * The lesson's code exercise: instructions, starter and solution files, checks, and Try checks.
 * Saved after the lesson (it needs the lesson's id); published only once verified.
 */
export function ExerciseFields({ exercise }: { exercise: TExerciseDraftState }) {
  const { draft, errors } = exercise;
  const error = (field: string) => errors[`${EXERCISE_PREFIX}${field}`];
  // Never offer "Add" over an exercise not read yet: saving would replace it unseen.
  if (exercise.loadFailed || exercise.loading)
    return (
      <fieldset className="space-y-3">
        <legend className="font-bold text-lg text-slate-950">Exercise</legend>
        {exercise.loadFailed ? (
          <LoadError what="The lesson’s exercise" retry={exercise.reload} />
        ) : (
          <p className="text-slate-600 text-sm">Loading the exercise…</p>
        )}
      </fieldset>
    );
  if (!draft)
    return (
      <fieldset className="space-y-3">
        <legend className="font-bold text-lg text-slate-950">Exercise</legend>
        <p className="text-slate-600 text-sm">
          A code exercise after the video: learners edit starter files, run them and check them.
          {exercise.stored && ' The lesson’s exercise is removed when you save.'}
        </p>
        <Button variant="secondary" onClick={exercise.add}>
          {exercise.stored ? 'Keep the exercise' : 'Add an exercise'}
        </Button>
      </fieldset>
    );
  const setFiles =
    (list: TFileList) =>
    (files: typeof draft.starterFiles, ...touched: string[]) =>
      exercise.change({ ...draft, [list]: files }, ...touched);
  return (
    <fieldset className="min-w-0 space-y-6">
      <legend className="font-bold text-lg text-slate-950">Exercise</legend>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-slate-600 text-sm">
          Shown under the video. The checks run in the learner’s browser against their files; the
          lesson is published only once Try checks pass for the current files and checks.
        </p>
        <Button variant="ghost" onClick={exercise.remove}>
          Remove the exercise
        </Button>
      </div>
      <TextAreaField
        label="Instructions"
        hint={`Markdown, at most ${EXERCISE_LIMITS.instructions} characters`}
        value={draft.instructions}
        error={error('instructions')}
        inputClassName="min-h-28"
        onChange={(e) =>
          exercise.change({ ...draft, instructions: e.target.value }, 'instructions')
        }
      />
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
          error={error('checks')}
          inputClassName="min-h-48 font-mono text-sm"
          spellCheck={false}
          autoCapitalize="off"
          wrap="off"
          onChange={(e) => exercise.change({ ...draft, checks: e.target.value }, 'checks')}
        />
        <ChecksHelp />
      </div>
      <ExerciseHintsFields
        hints={draft.hints}
        error={error}
        onChange={(hints, ...touched) => exercise.change({ ...draft, hints }, ...touched)}
      />
      <ExerciseTry exercise={exercise} />
    </fieldset>
  );
}
