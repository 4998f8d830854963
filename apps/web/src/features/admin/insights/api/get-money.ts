import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TInsightsMoney } from '@thinkbuild/core/schemas/insights';
import { api } from '../../../../lib/api-client.ts';

/** GET /api/admin/insights/money: the last 12 months, as /admin/billing counts them. */
export const getMoney = () => api<TInsightsMoney>('/admin/insights/money');

export const moneyQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'insights', 'money'], queryFn: getMoney });

export const useMoney = () => useQuery(moneyQueryOptions());
