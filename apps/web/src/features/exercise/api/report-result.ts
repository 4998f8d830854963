import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXERCISE_LIMITS } from '@thinkbuild/core/exercise';
import type {
  TExerciseResponse,
  TExerciseResult,
  TExerciseResultResponse,
} from '@thinkbuild/core/schemas/exercise';
import type { TCheckResult } from '../../../entities/runner/protocol.ts';
import { api } from '../../../lib/api-client.ts';
import { exerciseKey } from './get-exercise.ts';

export const reportResult = (lessonId: string, body: TExerciseResult) =>
  api<TExerciseResultResponse>(`/lessons/${encodeURIComponent(lessonId)}/exercise/result`, {
    method: 'POST',
    body: JSON.stringify(body),
  });

/** The checks as the server takes them: within its limits, a name for every check. */
export function resultOf(checks: TCheckResult[]): TExerciseResult {
  const passed = checks.every((c) => c.passed);
  const kept = checks.slice(0, EXERCISE_LIMITS.checks);
  // Past the limit, a failure still shows: it takes the last place.
  const failed = checks.find((c) => !c.passed);
  if (failed && !kept.includes(failed)) kept[kept.length - 1] = failed;
  return {
    passed,
    checks: kept.map((c, i) => ({
      name: c.name.trim().slice(0, EXERCISE_LIMITS.checkName) || `Check ${i + 1}`,
      passed: c.passed,
      message: c.message.slice(0, EXERCISE_LIMITS.checkMessage),
      ...(c.hint !== undefined && { hint: c.hint }),
    })),
  };
}

/** A site check: the server checks the learner's published copy and keeps the outcome. */
export const checkSite = (lessonId: string) =>
  api<TExerciseResultResponse>(`/lessons/${encodeURIComponent(lessonId)}/exercise/site-check`, {
    method: 'POST',
  });

/** Reports a Check; the cached exercise takes the learner's standing and any solution. */
export function useReportResult(lessonId: string) {
  return useStanding(lessonId, (body: TExerciseResult) => reportResult(lessonId, body));
}

/** Asks the server to check the learner's published site; the cache takes the standing. */
export function useSiteCheck(lessonId: string) {
  return useStanding(lessonId, () => checkSite(lessonId));
}

function useStanding<T>(lessonId: string, send: (input: T) => Promise<TExerciseResultResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (standing) => {
      queryClient.setQueryData<TExerciseResponse>(exerciseKey(lessonId), (old) =>
        old?.canRun
          ? { ...old, result: standing.result, solutionFiles: standing.solutionFiles }
          : old,
      );
    },
  });
}
