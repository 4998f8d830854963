import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminOverview } from '@thinkbuild/core/schemas/catalog';
import { api } from '../../../lib/api-client.ts';

export const getAdminOverview = () => api<TAdminOverview>('/admin/overview');

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'overview'], queryFn: getAdminOverview });

export const useAdminOverview = () => useQuery(adminOverviewQueryOptions());
