import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TCourseFacts } from '@thinkbuild/core/schemas/course-pages';
import { api } from '../../../../lib/api-client.ts';

export const courseFactsPath = (category: TCategory, slug: string) =>
  `/admin/course-pages/${category}/${encodeURIComponent(slug)}`;

export const getAdminCourseFacts = (category: TCategory, slug: string) =>
  api<TCourseFacts>(courseFactsPath(category, slug));

export const adminCourseFactsQueryOptions = (category: TCategory, slug: string) =>
  queryOptions({
    queryKey: ['admin', 'course-pages', category, slug],
    queryFn: () => getAdminCourseFacts(category, slug),
  });

export const useAdminCourseFacts = (category: TCategory, slug: string) =>
  useQuery(adminCourseFactsQueryOptions(category, slug));
