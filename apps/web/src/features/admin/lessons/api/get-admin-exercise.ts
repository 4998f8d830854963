import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminExercise } from '@thinkbuild/core/schemas/exercise';
import { ApiError, api } from '../../../../lib/api-client.ts';
import { adminLessonsKey } from './get-admin-lessons.ts';

export const exercisePath = (id: string) => `/admin/lessons/${encodeURIComponent(id)}/exercise`;

/** The lesson's exercise, or null when it has none (the server's 404). */
export const getAdminExercise = async (id: string) => {
  try {
    return await api<TAdminExercise>(exercisePath(id));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
};

export const adminExerciseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id, 'exercise'],
    queryFn: () => getAdminExercise(id),
  });

/** A new lesson (no id yet) has no exercise to ask for. */
export const useAdminExercise = (id: string | undefined) =>
  useQuery({ ...adminExerciseQueryOptions(id ?? ''), enabled: Boolean(id) });
