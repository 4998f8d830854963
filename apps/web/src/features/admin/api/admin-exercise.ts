import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminExercise, TExerciseSave } from '@thinkbuild/core/schemas/exercise';
import { ApiError, api } from '../../../lib/api-client.ts';
import { adminLessonsKey } from './admin-lessons.ts';

const path = (id: string) => `/admin/lessons/${encodeURIComponent(id)}/exercise`;

/** The lesson's exercise, or null when it has none (the server's 404). */
export const adminExerciseQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id, 'exercise'],
    queryFn: async () => {
      try {
        return await api<TAdminExercise>(path(id));
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
export const useAdminExercise = (id: string | undefined) =>
  useQuery({ ...adminExerciseQueryOptions(id ?? ''), enabled: Boolean(id) });

/** Saves the exercise with the Try checks run on exactly these files and checks, if any. */
export const saveExercise = (id: string, input: TExerciseSave) =>
  api<TAdminExercise>(path(id), { method: 'PUT', body: JSON.stringify(input) });

export const deleteExercise = (id: string) =>
  api<{ deleted: true }>(path(id), { method: 'DELETE' });
