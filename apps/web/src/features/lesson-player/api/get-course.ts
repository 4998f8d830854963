import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@thinkbuild/core/lesson-answers';
import type { TCourseResponse } from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';
import { courseKeys } from './keys.ts';

export const getCourse = (category: string, project: string) =>
  api<TCourseResponse>(apiPaths.course(category, project));

export const courseQueryOptions = (category: string, project: string) =>
  queryOptions({
    queryKey: courseKeys.course(category, project),
    queryFn: () => getCourse(category, project),
  });

export const useCourse = (category: string, project: string) =>
  useQuery(courseQueryOptions(category, project));
