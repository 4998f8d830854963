import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPost } from '@thinkbuild/core/schemas/blog';
import { api } from '../../../lib/api-client.ts';

export const getBlog = (slug: string) => api<TBlogPost>(`/blogs/${encodeURIComponent(slug)}`);

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blogs', 'post', slug], queryFn: () => getBlog(slug) });

export const useBlog = (slug: string) => useQuery(blogQueryOptions(slug));
