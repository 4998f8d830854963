import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminBlog, TAdminBlogList, TBlogInput } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../lib/api-client.ts';

export const adminBlogsKey = ['admin', 'blogs'] as const;

export const adminBlogsQueryOptions = () =>
  queryOptions({
    queryKey: adminBlogsKey,
    queryFn: () => api<TAdminBlogList>('/admin/blogs'),
  });
export const useAdminBlogs = () => useQuery(adminBlogsQueryOptions());

export const adminBlogQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminBlogsKey, id],
    queryFn: () => api<TAdminBlog>(`/admin/blogs/${encodeURIComponent(id)}`),
  });
export const useAdminBlog = (id: string) => useQuery(adminBlogQueryOptions(id));

/** After any change, the admin lists and the public blog pages (key "blogs") load afresh. */
function useInvalidateBlogs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminBlogsKey }),
      client.invalidateQueries({ queryKey: ['blogs'] }),
      client.invalidateQueries({ queryKey: ['admin', 'overview'] }),
    ]);
}

/** Creates a post (no id) or saves an existing one. */
export function useSaveBlog(id?: string) {
  const invalidate = useInvalidateBlogs();
  return useMutation({
    mutationFn: (input: TBlogInput) =>
      api<TAdminBlog>(id ? `/admin/blogs/${encodeURIComponent(id)}` : '/admin/blogs', {
        method: id ? 'PUT' : 'POST',
        body: JSON.stringify(input),
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteBlog() {
  const invalidate = useInvalidateBlogs();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/admin/blogs/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: invalidate,
  });
}
