import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCatalogResponse } from '@thinkbuild/core/schemas/catalog';
import { api } from '../../../lib/api-client.ts';

export const getCatalog = () => api<TCatalogResponse>('/catalog');

export const catalogQueryOptions = () =>
  queryOptions({ queryKey: ['catalog'], queryFn: getCatalog });

export const useCatalog = () => useQuery(catalogQueryOptions());
