import { useMutation } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TCourseFacts, TCourseFactsInput } from '@thinkbuild/core/schemas/course-pages';
import { api } from '../../../../lib/api-client.ts';
import { useInvalidateCatalog } from '../../hooks/use-invalidate-catalog.ts';
import { courseFactsPath } from './get-admin-course-facts.ts';

export const saveCourseFacts = (category: TCategory, slug: string, input: TCourseFactsInput) =>
  api<TCourseFacts>(courseFactsPath(category, slug), {
    method: 'PUT',
    body: JSON.stringify(input),
  });

/** Saves a course's facts; then every catalog and course view (the public pages too) reloads. */
export function useSaveCourseFacts(category: TCategory, slug: string) {
  const invalidate = useInvalidateCatalog();
  return useMutation({
    mutationFn: (input: TCourseFactsInput) => saveCourseFacts(category, slug, input),
    onSuccess: invalidate,
  });
}
