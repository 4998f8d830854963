import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '@thinkbuild/core/categories';
import type { TCategoryResponse } from '@thinkbuild/core/schemas/catalog';
import { api } from '../../../lib/api-client.ts';

export const getCategory = (category: TCategory) =>
  api<TCategoryResponse>(`/catalog/${encodeURIComponent(category)}`);

export const categoryQueryOptions = (category: TCategory) =>
  queryOptions({ queryKey: ['catalog', category], queryFn: () => getCategory(category) });

export const useCategory = (category: TCategory) => useQuery(categoryQueryOptions(category));
