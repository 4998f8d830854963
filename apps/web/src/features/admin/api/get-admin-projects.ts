import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminProjects } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../lib/api-client.ts';

/** Every project of every category: the lesson editor places a lesson in one, a post links one. */
export const getAdminProjects = () => api<TAdminProjects>('/admin/projects');

export const adminProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'projects'], queryFn: getAdminProjects });

export const useAdminProjects = () => useQuery(adminProjectsQueryOptions());
