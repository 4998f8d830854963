import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { useInvalidateBlogs } from '../hooks/use-invalidate-blogs.ts';
import { blogPath } from './get-admin-blog.ts';

export const deleteBlog = (id: string) =>
  api<{ deleted: true }>(blogPath(id), { method: 'DELETE' });

export function useDeleteBlog() {
  const invalidate = useInvalidateBlogs();
  return useMutation({ mutationFn: deleteBlog, onSuccess: invalidate });
}
