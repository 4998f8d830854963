import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TLessonResponse } from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './keys.ts';

export const getLesson = (id: string) => api<TLessonResponse>(apiPaths.lesson(id));

export const lessonQueryOptions = (id: string) =>
  queryOptions({ queryKey: courseKeys.lesson(id), queryFn: () => getLesson(id) });

export const useLesson = (id: string) => useQuery(lessonQueryOptions(id));
