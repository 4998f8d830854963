import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsFunnel } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/insights/funnel?project=…&days=… (or from and to). */
export const getFunnel = (search: string) =>
  api<TInsightsFunnel>(`/admin/insights/funnel?${search}`);

export const funnelQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['admin', 'insights', 'funnel', search],
    queryFn: () => getFunnel(search),
  });

export const useFunnel = (search: string, enabled: boolean) =>
  useQuery({ ...funnelQueryOptions(search), enabled });
