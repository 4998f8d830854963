import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsDropOff } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/insights/drop-off?project=…&days=… (or from and to). */
export const getDropOff = (search: string) =>
  api<TInsightsDropOff>(`/admin/insights/drop-off?${search}`);

export const dropOffQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'insights', 'drop-off', search],
    queryFn: () => getDropOff(search),
  });

export const useDropOff = (search: string, enabled: boolean) =>
  useQuery({ ...dropOffQueryOptions(search), enabled });
