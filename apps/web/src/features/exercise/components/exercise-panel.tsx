import { EXERCISES_NEED_STARTER } from '@thinkbuild/core/exercise';
import { PLAN_MATRIX } from '@thinkbuild/core/plan-matrix';
import { ROLE_LABELS } from '@thinkbuild/core/roles';
import { type ReactNode, useRef } from 'react';
import type { TExerciseSlotProps } from '../../../entities/lesson/exercise-slot.tsx';
import { LessonPanel } from '../../../entities/lesson/lesson-panel.tsx';
import { useWorkspace } from '../../../entities/workspace/workspace-api.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { CodeIcon, LockIcon, RocketIcon } from '../../../ui/icons.tsx';
import { LoadError } from '../../../ui/load-error.tsx';
import { MarkdownText } from '../../../ui/markdown-text.tsx';
import { useExercise } from '../api/get-exercise.ts';
import { ExerciseWorkspace } from './exercise-workspace.tsx';
import { SiteCheckPanel } from './site-check-panel.tsx';

/** "Starter and above": the lowest plan of the matrix's exercises row. */
const exercisesFrom = () => {
  const row = PLAN_MATRIX.find((r) => r.feature === 'exercises');
  return `${ROLE_LABELS[row?.from ?? 'starter']} and above`;
};

/**
 * A lesson's code exercise under the video (the app puts it in the lesson page's ExerciseSlot): the
 * instructions, and for a plan with exercises the editor, Run, Check and the preview; for one
 * without, the offer.
 */
export default function ExercisePanel({ lessonId, hasQuiz, onResult }: TExerciseSlotProps) {
  const { data, error, refetch } = useExercise(lessonId);
  // A step of the learner's own project opens their project's code (a copy downloaded before
  // steps existed has no `step`).
  const step = (data?.canRun && data.step) || null;
  const project = useWorkspace(
    { category: step?.category ?? 'web', project: step?.project ?? '' },
    { enabled: step !== null, fresh: true },
  );
  // The editor opens once, on the account's copy as it is now; offline or refused, the step
  // opens as an exercise on its own would. Opened, it stays (a later fetch must not remount it).
  const opened = useRef(false);
  if (data && (!step || project.error || (project.data && !project.isFetching)))
    opened.current = true;
  const projectReady = opened.current;

  let body: ReactNode;
  if (error) body = <LoadError what="The exercise" retry={() => refetch()} />;
  else if (!data)
    body = <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-100" />;
  else if (!data.canRun)
    body = (
      <div className="flex flex-col gap-4 rounded-2xl border border-brand-100 bg-brand-50 p-5 sm:flex-row sm:items-center">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
          <LockIcon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-bold text-slate-950">{exercisesFrom()}</p>
          <p className="mt-1 text-slate-700 text-sm">{EXERCISES_NEED_STARTER}.</p>
        </div>
        <ButtonLink to="/subscription" className="self-start sm:self-center">
          See plans
        </ButtonLink>
      </div>
    );

  const siteCheck = data?.canRun && data.kind === 'publish' ? data : null;
  if (siteCheck)
    return (
      <LessonPanel
        icon={<RocketIcon />}
        title="Publish and check"
        lead="Put your project online, then check it at its address."
        footer={
          <SiteCheckPanel
            lessonId={lessonId}
            exercise={siteCheck}
            hasQuiz={hasQuiz}
            onResult={onResult}
          />
        }
      >
        <MarkdownText source={siteCheck.instructions} className="mt-5 max-w-3xl" />
      </LessonPanel>
    );

  return (
    <LessonPanel
      icon={<CodeIcon />}
      title="Code exercise"
      lead="Write the code, run it, then check it."
      footer={
        data?.canRun &&
        (projectReady ? (
          <ExerciseWorkspace
            lessonId={lessonId}
            exercise={data}
            project={project.data ?? null}
            instructions={data.instructions}
            hasQuiz={hasQuiz}
            onResult={onResult}
          />
        ) : (
          <div
            aria-hidden="true"
            className="h-80 animate-pulse border-slate-200 border-t bg-slate-50"
          />
        ))
      }
    >
      {data && <MarkdownText source={data.instructions} className="mt-5 max-w-3xl" />}
      {body && <div className="mt-5">{body}</div>}
    </LessonPanel>
  );
}
