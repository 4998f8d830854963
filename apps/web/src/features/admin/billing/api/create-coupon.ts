import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCoupon, TCreateCouponRequest } from '@thinkbuild/core/schemas/coupons';
import { api } from '../../../../lib/api-client.ts';
import { couponsKey } from './get-coupons.ts';

export const createCoupon = (body: TCreateCouponRequest) =>
  api<TAdminCoupon>('/admin/billing/coupons', { method: 'POST', body: JSON.stringify(body) });

/** Makes a coupon; the list is read again with it on top. */
export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}
