import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCoursesResponse } from '@thinkbuild/core/schemas/course-pages';
import { api } from '../../../lib/api-client.ts';

export const getCourses = () => api<TCoursesResponse>('/course-pages');

export const coursesQueryOptions = () =>
  queryOptions({ queryKey: ['course-pages'], queryFn: getCourses });

export const useCourses = () => useQuery(coursesQueryOptions());
