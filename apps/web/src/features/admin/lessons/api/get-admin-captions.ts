import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCaptions } from '@thinkbuild/core/schemas/lesson-text';
import { api } from '../../../../lib/api-client.ts';
import { adminLessonsKey } from './get-admin-lessons.ts';

export const captionsPath = (id: string) => `/admin/lessons/${encodeURIComponent(id)}/captions`;

export const getAdminCaptions = (id: string) => api<TAdminCaptions>(captionsPath(id));

export const adminCaptionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLessonsKey, id, 'captions'],
    queryFn: () => getAdminCaptions(id),
  });

/** A new lesson (no id yet) has no captions to ask for. */
export const useAdminCaptions = (id: string | undefined) =>
  useQuery({ ...adminCaptionsQueryOptions(id ?? ''), enabled: Boolean(id) });
