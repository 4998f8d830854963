import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TListBlogsResponse } from '@thinkbuild/core/schemas/blog';
import { api } from '../../../lib/api-client.ts';

export const getBlogs = (category: TCategory) =>
  api<TListBlogsResponse>(`/blogs?category=${encodeURIComponent(category)}`);

export const blogsQueryOptions = (category: TCategory) =>
  queryOptions({ queryKey: ['blogs', { category }], queryFn: () => getBlogs(category) });

export const useBlogs = (category: TCategory) => useQuery(blogsQueryOptions(category));
