import { useMutation } from '@tanstack/react-query';
import type { TAdminBlog, TBlogInput } from '@thinkbuild/core/schemas/admin';
import { api } from '../../../../lib/api-client.ts';
import { useInvalidateBlogs } from '../hooks/use-invalidate-blogs.ts';
import { blogPath } from './get-admin-blog.ts';

/** Creates a post (no id) or saves an existing one. */
export const saveBlog = (input: TBlogInput, id?: string) =>
  api<TAdminBlog>(id ? blogPath(id) : '/admin/blogs', {
    method: id ? 'PUT' : 'POST',
    body: JSON.stringify(input),
  });

export function useSaveBlog(id?: string) {
  const invalidate = useInvalidateBlogs();
  return useMutation({
    mutationFn: (input: TBlogInput) => saveBlog(input, id),
    onSuccess: invalidate,
  });
}
