import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminBlog } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../../lib/api-client.ts';
import { adminBlogsKey } from './get-admin-blogs.ts';

export const blogPath = (id: string) => `/admin/blogs/${encodeURIComponent(id)}`;

export const getAdminBlog = (id: string) => api<TAdminBlog>(blogPath(id));

export const adminBlogQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...adminBlogsKey, id], queryFn: () => getAdminBlog(id) });

export const useAdminBlog = (id: string) => useQuery(adminBlogQueryOptions(id));
