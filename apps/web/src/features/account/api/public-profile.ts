import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TMyProfile, TProfileSettingsInput } from '@thinkbuild/core/schemas/profile';
import type { THandle } from '@thinkbuild/core/schemas/sites';
import { api } from '../../../lib/api-client.ts';

/*
 * The public profile card on /account (decisions/039, "Public profile"): the learner's choices
 * (GET/PUT /api/profile) and, for a learner who never published, their address (sites' own
 * PUT /api/sites/handle, the route the publish dialog uses).
 */

const profileKeys = { mine: ['profile', 'mine'] as const };

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.mine, queryFn: () => api<TMyProfile>('/profile') });

export const useMyProfile = () => useQuery(myProfileQueryOptions());

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: TProfileSettingsInput) =>
      api<TMyProfile>('/profile', { method: 'PUT', body: JSON.stringify(settings) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKeys.mine, saved);
      // The page itself, if this tab opened it before, shows the change.
      void queryClient.invalidateQueries({ queryKey: ['public-profile'] });
    },
  });
}

export function useChooseHandle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) =>
      api<THandle>('/sites/handle', { method: 'PUT', body: JSON.stringify({ handle }) }),
    onSuccess: ({ handle }) => {
      queryClient.setQueryData<TMyProfile>(profileKeys.mine, (old) =>
        old ? { ...old, handle } : old,
      );
      // My project's publish dialog reads the handle with each project's site status.
      void queryClient.invalidateQueries({ queryKey: ['site'] });
    },
  });
}
