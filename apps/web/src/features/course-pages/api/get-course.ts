import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TCourseOverview } from '@thinkbuild/core/schemas/course-pages';
import { api } from '../../../lib/api-client.ts';

export const getCourse = (category: TCategory, project: string) =>
  api<TCourseOverview>(
    `/course-pages/${encodeURIComponent(category)}/${encodeURIComponent(project)}`,
  );

export const courseQueryOptions = (category: TCategory, project: string) =>
  queryOptions({
    queryKey: ['course-pages', category, project],
    queryFn: () => getCourse(category, project),
  });

export const useCourse = (category: TCategory, project: string) =>
  useQuery(courseQueryOptions(category, project));
