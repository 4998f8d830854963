import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TAdminCoupons } from '@thinkbuild/core/schemas/coupons';
import { api } from '../../../../lib/api-client.ts';
import { adminBillingKey } from './get-admin-billing.ts';

export const couponsKey = [...adminBillingKey, 'coupons'] as const;

/** The coupons, newest first, with their paid uses and the uses checkouts hold now. */
export const getCoupons = () => api<TAdminCoupons>('/admin/billing/coupons');

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponsKey, queryFn: getCoupons });

export const useCoupons = () => useQuery(couponsQueryOptions());
