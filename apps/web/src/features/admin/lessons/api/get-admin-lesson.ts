import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminLesson } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../../lib/api-client.ts';
import { adminLessonsKey } from './get-admin-lessons.ts';

export const getAdminLesson = (id: string) =>
  api<TAdminLesson>(`/admin/lessons/${encodeURIComponent(id)}`);

export const adminLessonQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminLessonsKey, id], queryFn: () => getAdminLesson(id) });

export const useAdminLesson = (id: string) => useQuery(adminLessonQueryOptions(id));
