import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import { useState } from 'react';
import type { TExerciseSlotProps } from '../../../entities/lesson/exercise-slot.tsx';
import { useTimeZone } from '../../../entities/session/session.ts';
import { SiteAddress } from '../../../entities/workspace/site-address.tsx';
import { useSite } from '../../../entities/workspace/site-api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { RocketIcon } from '../../../ui/icons.tsx';
import { useOpenHint } from '../api/open-hint.ts';
import { useSiteCheck } from '../api/report-result.ts';
import { CheckOutcome } from './check-outcome.tsx';
import { HintLadder } from './hint-ladder.tsx';

type TProps = Omit<TExerciseSlotProps, 'onResult'> & {
  exercise: Extract<TExerciseResponse, { canRun: true }>;
  onResult: TExerciseSlotProps['onResult'];
};

const hintId = (n: number) => `site-check-hint-${n}`;

/**
 * A Deployment lesson's exercise (core's site-check.ts): where the learner's project is online,
 * a way to My project to publish it, and **Check my site**, which the server answers from the
 * published copy. Nothing runs in the browser for it.
 */
export function SiteCheckPanel({ lessonId, exercise, hasQuiz, onResult }: TProps) {
  const zone = useTimeZone();
  const ref = exercise.site ?? { category: 'web' as const, project: '' };
  const site = useSite(ref, exercise.site !== null);
  const check = useSiteCheck(lessonId);
  const hint = useOpenHint(lessonId);
  const [completed, setCompleted] = useState<boolean | null>(null);
  const online = site.data?.site ?? null;
  const myProject = `/projects/${ref.category}/${encodeURIComponent(ref.project)}`;
  const checks = check.data?.result.checks ?? null;
  const passed = exercise.result?.passed ?? false;
  const pointed: number[] = [];

  if (!exercise.site)
    return (
      <p className="border-slate-200 border-t px-4 py-4 text-slate-700 text-sm sm:px-6">
        My project opens with this track: its site check comes then.
      </p>
    );

  return (
    <div className="space-y-4 border-slate-200 border-t pt-4">
      <section
        aria-label="Your site"
        className="mx-4 flex flex-wrap items-center gap-x-4 gap-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4"
      >
        <RocketIcon className="h-5 w-5 shrink-0 text-brand-700" />
        <div className="min-w-0 flex-1 text-sm">
          {site.isPending && <p className="text-slate-600">Looking for your site…</p>}
          {site.isError && <p className="text-red-700">Could not tell whether it is online.</p>}
          {site.data && !online && (
            <p className="text-slate-700">
              Not online yet: publish your project from My project, then come back and check it.
            </p>
          )}
          {online && <SiteAddress site={online} timeZone={zone} />}
        </div>
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <ButtonLink to={myProject} variant="ghost">
            {online ? 'Open My project' : 'Publish in My project'}
          </ButtonLink>
          <Button
            onClick={() =>
              check.mutate(undefined, {
                onSuccess: (standing) => {
                  setCompleted(standing.completed);
                  onResult({ passed: standing.result.passed, completed: standing.completed });
                  void site.refetch();
                },
              })
            }
            disabled={check.isPending}
            aria-busy={check.isPending}
          >
            {check.isPending ? 'Checking…' : 'Check my site'}
          </Button>
        </div>
      </section>
      {check.error && !checks && (
        <p
          role="alert"
          className="mx-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 text-sm"
        >
          Your site could not be checked:{' '}
          {check.error instanceof ApiError ? check.error.message : 'you seem to be offline'}. Try
          again in a moment.
        </p>
      )}
      <CheckOutcome
        checks={checks}
        passedBefore={passed}
        completed={completed}
        hasQuiz={hasQuiz}
        stopped={false}
        reportError={check.error}
        hints={{ count: exercise.hints.count, open: (n) => hint.mutate(n) }}
      />
      <HintLadder
        hints={exercise.hints}
        passed={passed}
        failedCount={exercise.result?.failedCount ?? 0}
        pointed={pointed}
        onOpen={(n) => hint.mutate(n)}
        idOf={hintId}
        opening={hint.isPending}
        error={hint.error}
      />
    </div>
  );
}
