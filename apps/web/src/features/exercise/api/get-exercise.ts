import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import { waitingDraft } from '../../../entities/device/outbox/sync.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * Its own key, not under the lesson's: refreshing a lesson (a passed quiz) must not refetch the
 * exercise under the learner's cursor.
 */
export const exerciseKey = (lessonId: string) => ['lesson-exercise', lessonId] as const;

/**
 * The exercise, with the learner's latest draft: one written offline and still waiting in the
 * outbox is newer than the server's (or the download's, decisions/022), so the editor opens
 * with it.
 */
export async function getExercise(lessonId: string) {
  const exercise = await api<TExerciseResponse>(
    `/lessons/${encodeURIComponent(lessonId)}/exercise`,
  );
  if (!exercise.canRun) return exercise;
  // A lesson downloaded before hints existed answers offline from a copy without them (022).
  const hints = (exercise.hints as typeof exercise.hints | undefined) ?? { count: 0, opened: [] };
  const waiting = await waitingDraft(lessonId);
  return { ...exercise, hints, ...(waiting && { draft: waiting }) };
}

export const exerciseQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: exerciseKey(lessonId),
    queryFn: () => getExercise(lessonId),
    // The editor holds the learner's work once loaded: a refetch on focus would only cost.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useExercise = (lessonId: string) => useQuery(exerciseQueryOptions(lessonId));
