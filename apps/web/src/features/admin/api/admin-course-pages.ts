import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TCourseFacts, TCourseFactsInput } from '@thinkbuild/core/schemas/course-pages';
import { api } from '../../../lib/api-client.ts';
import { useInvalidateLessons } from './admin-lessons.ts';

const factsPath = (category: TCategory, slug: string) =>
  `/admin/course-pages/${category}/${encodeURIComponent(slug)}`;

export const adminCourseFactsQueryOptions = (category: TCategory, slug: string) =>
  queryOptions({
    queryKey: ['admin', 'course-pages', category, slug],
    queryFn: () => api<TCourseFacts>(factsPath(category, slug)),
  });
export const useAdminCourseFacts = (category: TCategory, slug: string) =>
  useQuery(adminCourseFactsQueryOptions(category, slug));

/** Saves a course's facts; then every catalog and course view (the public pages too) reloads. */
export function useSaveCourseFacts(category: TCategory, slug: string) {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (input: TCourseFactsInput) =>
      api<TCourseFacts>(factsPath(category, slug), {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: invalidate,
  });
}
