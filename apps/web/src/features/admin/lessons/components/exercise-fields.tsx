import { EXERCISE_LIMITS } from '@thinkbuild/core/exercise';
import { EXERCISE_KINDS, type TExerciseKind } from '@thinkbuild/core/site-check';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/field.tsx';
import { LoadError } from '../../../../ui/load-error.tsx';
import type { TExerciseDraftState } from '../hooks/use-exercise-draft.ts';
import { CodeExerciseFields } from './code-exercise-fields.tsx';
import { EXERCISE_PREFIX } from './exercise-draft.ts';
import { ExerciseHintsFields } from './exercise-hints-fields.tsx';
import { ExerciseTry } from './exercise-try.tsx';
import { SiteCheckList } from './site-check-fields.tsx';

const KIND_LABELS: Record<TExerciseKind, string> = {
  code: 'Write code in the browser',
  publish: 'Publish their project and check it at its address',
};

const ABOUT: Record<TExerciseKind, string> = {
  code: 'Shown under the video. The checks run in the learner’s browser against their files; the lesson is published only once Try checks pass for the current files and checks.',
  publish:
    'Shown under the video, for a Deployment lesson. The learner publishes their My project workspace; the server checks the published copy at its address. Nothing to try: the checks are the same for every site check.',
};

/** What the learner does: the exercise's kind, as a radio group. */
function ExerciseKindField({ exercise }: { exercise: TExerciseDraftState }) {
  const name = useId();
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">What the learner does</legend>
      <div className="mt-2 flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:gap-5">
        {EXERCISE_KINDS.map((kind) => (
          <label key={kind} className="flex items-center gap-2">
            <input
              type="radio"
              name={name}
              value={kind}
              checked={exercise.draft?.kind === kind}
              onChange={() => exercise.setKind(kind)}
              className="h-4 w-4 accent-brand-600"
            />
            {KIND_LABELS[kind]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ExerciseFrame({ children }: { children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="font-bold text-lg text-slate-950">Exercise</legend>
      {children}
    </fieldset>
  );
}

/**
 * The lesson's exercise: a code exercise (instructions, starter and solution files, checks, and
 * Try checks; published only once verified) or a site check (instructions and hints; the server
 * checks the learner's published site). Saved after the lesson (it needs the lesson's id).
 */
export function ExerciseFields({ exercise }: { exercise: TExerciseDraftState }) {
  const { draft, errors } = exercise;
  const error = (field: string) => errors[`${EXERCISE_PREFIX}${field}`];
  // Never offer "Add" over an exercise not read yet: saving would replace it unseen.
  if (exercise.loadFailed || exercise.loading)
    return (
      <ExerciseFrame>
        {exercise.loadFailed ? (
          <LoadError what="The lesson’s exercise" retry={exercise.reload} />
        ) : (
          <p className="text-slate-600 text-sm">Loading the exercise…</p>
        )}
      </ExerciseFrame>
    );
  if (!draft)
    return (
      <ExerciseFrame>
        <p className="text-slate-600 text-sm">
          An exercise after the video: learners write code in the browser and check it, or publish
          their project and check it at its address.
          {exercise.stored && ' The lesson’s exercise is removed when you save.'}
        </p>
        <Button variant="secondary" onClick={exercise.add}>
          {exercise.stored ? 'Keep the exercise' : 'Add an exercise'}
        </Button>
      </ExerciseFrame>
    );
  const code = draft.kind === 'code';
  return (
    <fieldset className="min-w-0 space-y-6">
      <legend className="font-bold text-lg text-slate-950">Exercise</legend>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-slate-600 text-sm">{ABOUT[draft.kind]}</p>
        <Button variant="ghost" onClick={exercise.remove}>
          Remove the exercise
        </Button>
      </div>
      <ExerciseKindField exercise={exercise} />
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
      {code ? <CodeExerciseFields draft={draft} exercise={exercise} /> : <SiteCheckList />}
      <ExerciseHintsFields
        hints={draft.hints}
        error={error}
        pointable={code}
        onChange={(hints, ...touched) => exercise.change({ ...draft, hints }, ...touched)}
      />
      {code && <ExerciseTry exercise={exercise} />}
    </fieldset>
  );
}
