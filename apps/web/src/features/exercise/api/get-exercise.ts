import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TExerciseResponse } from '@thinkbuild/core/schemas/exercise';
import { api } from '../../../lib/api-client.ts';

/**
 * Its own key, not under the lesson's: refreshing a lesson (a passed quiz) must not refetch the
 * exercise under the learner's cursor.
 */
export const exerciseKey = (lessonId: string) => ['lesson-exercise', lessonId] as const;

export const getExercise = (lessonId: string) =>
  api<TExerciseResponse>(`/lessons/${encodeURIComponent(lessonId)}/exercise`);

export const exerciseQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: exerciseKey(lessonId),
    queryFn: () => getExercise(lessonId),
    // The editor holds the learner's work once loaded: a refetch on focus would only cost.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });

export const useExercise = (lessonId: string) => useQuery(exerciseQueryOptions(lessonId));
