import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyCoursesResponse } from '@thinkbuild/core/schemas/my-courses';
import { api } from '../../../lib/api-client.ts';

export const getMyCourses = () => api<TMyCoursesResponse>('/my-courses');

// Asked again on every visit: a lesson finished a moment ago shows at once.
export const myCoursesQueryOptions = () =>
  queryOptions({ queryKey: ['my-courses'], queryFn: getMyCourses, staleTime: 0 });

export const useMyCourses = () => useQuery(myCoursesQueryOptions());
