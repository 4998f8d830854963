import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBlogList } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../../lib/api-client.ts';

/** The prefix of every admin blog query: the list and each post. */
export const adminBlogsKey = ['admin', 'blogs'] as const;

export const getAdminBlogs = () => api<TAdminBlogList>('/admin/blogs');

export const adminBlogsQueryOptions = () =>
  queryOptions({ queryKey: adminBlogsKey, queryFn: getAdminBlogs });

export const useAdminBlogs = () => useQuery(adminBlogsQueryOptions());
