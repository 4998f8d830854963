import { useQueryClient } from '@tanstack/react-query';
import { adminOverviewQueryOptions } from '../../api/get-admin-overview.ts';
import { adminBlogsKey } from '../api/get-admin-blogs.ts';

/** After any change, the admin lists and the public blog pages (key "blogs") load afresh. */
export function useInvalidateBlogs() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adminBlogsKey }),
      client.invalidateQueries({ queryKey: ['blogs'] }),
      client.invalidateQueries({ queryKey: adminOverviewQueryOptions().queryKey }),
    ]);
}
