import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminLesson,
  TAdminLessonTree,
  TAdminProjects,
  TLessonInput,
} from '@thinkbuild/core/schemas/admin';
import { api } from '../../../lib/api-client.ts';

export const adminLessonsKey = ['admin', 'lessons'] as const;

export const adminLessonsQueryOptions = () =>
  queryOptions({
    queryKey: adminLessonsKey,
    queryFn: () => api<TAdminLessonTree>('/admin/lessons'),
    // While low-data versions are being made, their progress is shown live.
    refetchInterval: (query) => (transcoding(query.state.data) ? 3000 : false),
  });

const transcoding = (tree: TAdminLessonTree | undefined) =>
  tree?.categories.some((c) =>
    c.projects.some((p) =>
      p.sections.some((s) =>
        s.lessons.some((l) => l.lowData?.status === 'pending' || l.lowData?.status === 'running'),
      ),
    ),
  ) ?? false;
export const useAdminLessons = () => useQuery(adminLessonsQueryOptions());

export const adminLessonQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id],
    queryFn: () => api<TAdminLesson>(`/admin/lessons/${encodeURIComponent(id)}`),
  });
export const useAdminLesson = (id: string) => useQuery(adminLessonQueryOptions(id));

export const adminProjectsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'projects'],
    queryFn: () => api<TAdminProjects>('/admin/projects'),
  });
export const useAdminProjects = () => useQuery(adminProjectsQueryOptions());

/** After a change: the admin lists, and every learner-side view of the catalog and courses. */
export function useInvalidateLessons() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'me' });
}

export const saveLesson = (input: TLessonInput, id?: string) =>
  api<TAdminLesson>(id ? `/admin/lessons/${encodeURIComponent(id)}` : '/admin/lessons', {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(input),
  });

export function useDeleteLesson() {
  const invalidate = useInvalidateLessons();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/admin/lessons/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
