import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCaptionsResponse } from '@thinkbuild/core/schemas/lesson-text';
import { api } from '../../../lib/api-client.ts';

/** The player's <track src>: same origin, so the session cookie goes with it. */
export const captionsTrackUrl = (id: string) =>
  `/api/lessons/${encodeURIComponent(id)}/captions.vtt`;

export const getCaptions = (id: string) =>
  api<TCaptionsResponse>(`/lessons/${encodeURIComponent(id)}/captions`);

export const captionsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['lesson-captions', id],
    queryFn: () => getCaptions(id),
    // Captions change only when the admin uploads again.
    staleTime: 5 * 60_000,
  });

export const useCaptions = (id: string, enabled: boolean) =>
  useQuery({ ...captionsQueryOptions(id), enabled });
