import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBlogPost } from '@thinkbuild/core/schemas/blog';
import { api } from '../../../lib/api-client.ts';

export const getBlog = (slug: string) => api<TBlogPost>(`/blogs/${encodeURIComponent(slug)}`);

export const blogQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['blogs', 'post', slug], queryFn: () => getBlog(slug) });

export const useBlog = (slug: string) => useQuery(blogQueryOptions(slug));

/**
 * The post's code as the server highlighted it (by `codeKey`), carried in the page's data so
 * hydration needs no highlight.js. A post opened by client-side navigation has none: `{}`.
 */
export const highlightedQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['blogs', 'highlighted', slug],
    queryFn: (): Record<string, string> => ({}),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useHighlighted = (slug: string) => useQuery(highlightedQueryOptions(slug)).data;
