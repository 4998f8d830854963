import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSnippetList } from '@thinkbuild/core/schemas/lesson-text';
import { api } from '../../../../lib/api-client.ts';
import { adminLessonsKey } from './get-admin-lessons.ts';

export const snippetsPath = (id: string) => `/admin/lessons/${encodeURIComponent(id)}/snippets`;

export const getAdminSnippets = (id: string) => api<TSnippetList>(snippetsPath(id));

export const adminSnippetsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id, 'snippets'],
    queryFn: () => getAdminSnippets(id),
  });

/** A new lesson (no id yet) has no snippets to ask for. */
export const useAdminSnippets = (id: string | undefined) =>
  useQuery({ ...adminSnippetsQueryOptions(id ?? ''), enabled: Boolean(id) });
