import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsExercises } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/insights/exercises?project=…&days=… (or from and to). */
export const getExercises = (search: string) =>
  api<TInsightsExercises>(`/admin/insights/exercises?${search}`);

export const exercisesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'insights', 'exercises', search],
    queryFn: () => getExercises(search),
  });

export const useExercises = (search: string, enabled: boolean) =>
  useQuery({ ...exercisesQueryOptions(search), enabled });
