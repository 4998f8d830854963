import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsProjects } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** Every project with its published lessons, for the Insights pickers. */
export const getInsightsProjects = () => api<TInsightsProjects>('/admin/insights/projects');

export const insightsProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'insights', 'projects'], queryFn: getInsightsProjects });

export const useInsightsProjects = () => useQuery(insightsProjectsQueryOptions());
