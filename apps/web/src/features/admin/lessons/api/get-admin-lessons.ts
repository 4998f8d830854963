import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminLessonTree } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../../lib/api-client.ts';

/** The prefix of every admin lesson query: one lesson, its captions, snippets and exercise. */
export const adminLessonsKey = ['admin', 'lessons'] as const;

export const getAdminLessons = () => api<TAdminLessonTree>('/admin/lessons');

const transcoding = (tree: TAdminLessonTree | undefined) =>
  tree?.categories.some((c) =>
    c.projects.some((p) =>
      p.sections.some((s) =>
        s.lessons.some((l) => l.lowData?.status === 'pending' || l.lowData?.status === 'running'),
      ),
    ),
  ) ?? false;

export const adminLessonsQueryOptions = () =>
  queryOptions({
    queryKey: adminLessonsKey,
    queryFn: getAdminLessons,
    // While low-data versions are being made, their progress is shown live.
    refetchInterval: (query) => (transcoding(query.state.data) ? 3000 : false),
  });

export const useAdminLessons = () => useQuery(adminLessonsQueryOptions());
