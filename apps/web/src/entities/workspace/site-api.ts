import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { THandle, TSiteStatus } from '@thinkbuild/core/schemas/sites';
import { api } from '../../lib/api-client.ts';
import { type TProjectRef, workspaceKeys } from './workspace-api.ts';

/*
 * Publishing (decisions/039): the learner's address on the sites origin, and a project's frozen
 * copy there. A publish is also a version of the workspace ("Published"), so History is asked
 * again after one.
 */

const sitePath = ({ category, project }: TProjectRef) =>
  `/projects/${encodeURIComponent(category)}/${encodeURIComponent(project)}/site`;

const siteKey = (ref: TProjectRef) => ['site', ref.category, ref.project] as const;

export const useSite = (ref: TProjectRef, enabled: boolean) =>
  useQuery({
    queryKey: siteKey(ref),
    queryFn: () => api<TSiteStatus>(sitePath(ref)),
    enabled,
  });

export function useSetHandle(ref: TProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (handle: string) =>
      api<THandle>('/sites/handle', { method: 'PUT', body: JSON.stringify({ handle }) }),
    onSuccess: ({ handle }) => {
      queryClient.setQueryData<TSiteStatus>(siteKey(ref), (old) =>
        old ? { ...old, handle } : old,
      );
    },
  });
}

export function usePublish(ref: TProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TSiteStatus>(sitePath(ref), { method: 'POST' }),
    onSuccess: (status) => {
      queryClient.setQueryData(siteKey(ref), status);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.versions(ref) });
    },
  });
}

export function useUnpublish(ref: TProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ deleted: true }>(sitePath(ref), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData<TSiteStatus>(siteKey(ref), (old) =>
        old ? { ...old, site: null } : old,
      );
    },
  });
}
