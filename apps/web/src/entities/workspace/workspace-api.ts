import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWorkspace,
  TWorkspaceSaved,
  TWorkspaceVersion,
  TWorkspaceVersions,
} from '@thinkbuild/core/schemas/workspace';
import type { TWorkspaceFile } from '@thinkbuild/core/workspace';
import { api } from '../../lib/api-client.ts';
import { type TProjectRef, workspacePath } from './workspace-path.ts';

export { type TProjectRef, workspacePath };

/** Browsers refuse a keepalive request whose body passes 64 KB; below that it outlives the page. */
const KEEPALIVE_MAX_BYTES = 60_000;

export const workspaceKeys = {
  workspace: (ref: TProjectRef) => ['workspace', ref.category, ref.project] as const,
  versions: (ref: TProjectRef) => ['workspace', ref.category, ref.project, 'versions'] as const,
};

export const workspaceQueryOptions = (ref: TProjectRef) =>
  queryOptions({
    queryKey: workspaceKeys.workspace(ref),
    queryFn: () => api<TWorkspace>(workspacePath(ref)),
    // The page keeps its own copy while the learner types: a refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useWorkspace = (
  ref: TProjectRef,
  { enabled = true, fresh = false }: { enabled?: boolean; fresh?: boolean } = {},
) =>
  useQuery({
    ...workspaceQueryOptions(ref),
    enabled,
    // A step's editor opens what the account holds now (My project may have saved since).
    refetchOnMount: fresh ? 'always' : true,
    refetchOnWindowFocus: false,
  });

/** PUT the files, naming the revision they were edited from (the conflict rule, decisions/039). */
export function saveWorkspace(
  ref: TProjectRef,
  files: TWorkspaceFile[],
  baseRevision: number,
  leaving = false,
) {
  const body = JSON.stringify({ baseRevision, files });
  return api<TWorkspaceSaved>(workspacePath(ref), {
    method: 'PUT',
    body,
    keepalive: leaving && body.length < KEEPALIVE_MAX_BYTES,
  });
}

export const useVersions = (ref: TProjectRef, enabled: boolean) =>
  useQuery({
    queryKey: workspaceKeys.versions(ref),
    queryFn: () => api<TWorkspaceVersions>(`${workspacePath(ref)}/versions`),
    enabled,
  });

export const fetchVersion = (ref: TProjectRef, id: string) =>
  api<TWorkspaceVersion>(`${workspacePath(ref)}/versions/${encodeURIComponent(id)}`);

export function useRestoreVersion(ref: TProjectRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<TWorkspace>(`${workspacePath(ref)}/versions/${encodeURIComponent(id)}/restore`, {
        method: 'POST',
      }),
    onSuccess: (workspace) => {
      queryClient.setQueryData(workspaceKeys.workspace(ref), workspace);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.versions(ref) });
    },
  });
}

/** The zip of the account's copy (the server's answer is an attachment). */
export const downloadHref = (ref: TProjectRef) => `/api${workspacePath(ref)}/download`;
