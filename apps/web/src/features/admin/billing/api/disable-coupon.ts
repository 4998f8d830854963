import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminCoupon } from '@thinkbuild/core/schemas/coupons';
import { api } from '../../../../lib/api-client.ts';
import { couponsKey } from './get-coupons.ts';

export const disableCoupon = (id: string) =>
  api<TAdminCoupon>(`/admin/billing/coupons/${encodeURIComponent(id)}/disable`, {
    method: 'POST',
  });

/** Disables a coupon: no new use; the list is read again. */
export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: disableCoupon,
    onSuccess: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}
