import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecentResponse } from '@thinkbuild/core/schemas/learning';
import { api } from '../../../lib/api-client.ts';

export const getRecent = () => api<TRecentResponse>('/progress/recent');

export const recentQueryOptions = () =>
  queryOptions({ queryKey: ['progress', 'recent'], queryFn: getRecent, staleTime: 0 });

export const useRecent = () => useQuery(recentQueryOptions());
