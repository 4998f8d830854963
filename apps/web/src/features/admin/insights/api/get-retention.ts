import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsRetention } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/insights/retention?lesson=…&days=… (or from and to). */
export const getRetention = (search: string) =>
  api<TInsightsRetention>(`/admin/insights/retention?${search}`);

export const retentionQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'insights', 'retention', search],
    queryFn: () => getRetention(search),
  });

export const useRetention = (search: string, enabled: boolean) =>
  useQuery({ ...retentionQueryOptions(search), enabled });
