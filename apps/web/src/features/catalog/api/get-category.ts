import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TCategoryResponse } from '@thinkbuild/core/schemas/catalog';
import { api } from '../../../lib/api-client.ts';

export const getCategory = (category: TCategory) =>
  api<TCategoryResponse>(`/catalog/${encodeURIComponent(category)}`);

export const categoryQueryOptions = (category: TCategory) =>
  // Progress changes on the course page: always refetch when a category page opens.
  queryOptions({
    queryKey: ['catalog', category],
    queryFn: () => getCategory(category),
    staleTime: 0,
  });

export const useCategory = (category: TCategory) => useQuery(categoryQueryOptions(category));
