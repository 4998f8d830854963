import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminSites } from '@thinkbuild/core/schemas/sites';
import { api } from '../../../../lib/api-client.ts';

const KEY = ['admin-published-sites'] as const;

export const usePublishedSites = () =>
  useQuery({ queryKey: KEY, queryFn: () => api<TAdminSites>('/admin/sites') });

/** Takes a published project down with the reason the learner is mailed; the list is read again. */
export function useTakeDown() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ site, reason }: { site: string; reason: string }) => {
      const [handle = '', name = ''] = site.split('/');
      return api(
        `/admin/sites/${encodeURIComponent(handle)}/${encodeURIComponent(name)}/take-down`,
        { method: 'POST', body: JSON.stringify({ reason }) },
      );
    },
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
