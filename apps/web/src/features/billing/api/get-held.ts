import { useQuery } from '@tanstack/react-query';
import { isLiveStatus, subscriptionStatusText } from '@thinkbuild/core/billing';
import type { THeldAccess } from '@thinkbuild/core/purchase';
import type { TCustomerResponse } from '@thinkbuild/core/schemas/billing';
import { useMe, useTimeZone } from '../../../entities/session/session.ts';
import { api } from '../../../lib/api-client.ts';

/**
 * What the learner holds now (lifetime access, their live subscription), for core's
 * `purchaseRaisesAccess`: the same rule the server refuses a checkout by, so no pay button is
 * shown that the server would refuse. Shares /account's cache key for GET /api/customer/:email.
 */
export function useHeldAccess(): {
  held: THeldAccess | undefined;
  pending: boolean;
  /** How a subscription that will not simply renew stands: "Cancelled — access until …". */
  standing?: string;
  /** The current subscription as the customer view has it (subscriptions[0]), for Resume. */
  current?: TCustomerResponse['subscriptions'][number];
} {
  const { data: me } = useMe();
  const timeZone = useTimeZone();
  const email = me?.email ?? '';
  const customer = useQuery({
    queryKey: ['customer', email],
    queryFn: () => api<TCustomerResponse>(`/customer/${encodeURIComponent(email)}`),
    enabled: Boolean(me && !me.lifetimeAccess),
  });
  if (!me) return { held: undefined, pending: true };
  if (me.lifetimeAccess)
    return { held: { lifetimeAccess: true, subscription: null }, pending: false };
  // Without an answer the server still decides; the page only stops offering what it refuses.
  if (customer.isPending && customer.fetchStatus !== 'idle')
    return { held: undefined, pending: true };
  const first = customer.data?.subscriptions[0];
  const live = first && isLiveStatus(first.status) ? first : null;
  const standing =
    first && first.status !== 'active' && (isLiveStatus(first.status) || first.access_until)
      ? subscriptionStatusText(first.status, first.access_until, timeZone)
      : undefined;
  return {
    held: { lifetimeAccess: false, subscription: live && { plan: live.plan, status: live.status } },
    pending: false,
    standing,
    current: first,
  };
}
