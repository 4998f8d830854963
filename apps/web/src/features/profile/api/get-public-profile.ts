import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPublicProfile } from '@thinkbuild/core/schemas/profile';
import { api } from '../../../lib/api-client.ts';

/** GET /api/profiles/:handle: what the learner chose to show (404 when off or unknown). */
export const getPublicProfile = (handle: string) =>
  api<TPublicProfile>(`/profiles/${encodeURIComponent(handle)}`);

export const publicProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['public-profile', handle],
    queryFn: () => getPublicProfile(handle),
  });

export const usePublicProfile = (handle: string) => useQuery(publicProfileQueryOptions(handle));
