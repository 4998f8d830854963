import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  TAdminCaptions,
  TCaptionsInput,
  TSnippetList,
  TSnippetsInput,
} from '@thinkbuild/core/schemas/lesson-text';
import { api } from '../../../lib/api-client.ts';
import { adminLessonsKey } from './admin-lessons.ts';

const base = (id: string) => `/admin/lessons/${encodeURIComponent(id)}`;

export const adminCaptionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id, 'captions'],
    queryFn: () => api<TAdminCaptions>(`${base(id)}/captions`),
  });
export const useAdminCaptions = (id: string | undefined) =>
  useQuery({ ...adminCaptionsQueryOptions(id ?? ''), enabled: Boolean(id) });

export const adminSnippetsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id, 'snippets'],
    queryFn: () => api<TSnippetList>(`${base(id)}/snippets`),
  });
export const useAdminSnippets = (id: string | undefined) =>
  useQuery({ ...adminSnippetsQueryOptions(id ?? ''), enabled: Boolean(id) });

export const saveCaptions = (id: string, input: TCaptionsInput) =>
  api<TAdminCaptions>(`${base(id)}/captions`, { method: 'PUT', body: JSON.stringify(input) });

export const deleteCaptions = (id: string) =>
  api<{ deleted: true }>(`${base(id)}/captions`, { method: 'DELETE' });

export const saveSnippets = (id: string, input: TSnippetsInput) =>
  api<TSnippetList>(`${base(id)}/snippets`, { method: 'PUT', body: JSON.stringify(input) });
