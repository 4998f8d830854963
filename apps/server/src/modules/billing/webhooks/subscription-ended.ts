import { paystackStanding } from '@thinkbuild/core';
import type { z } from 'zod';
import { PaymentProviderError } from '../../../payments/paystack-client.ts';
import {
  findSubscriptionByCode,
  type TBillingDeps,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';
import { dateOrNull, isLive, type ZSubscriptionData } from './event-data.ts';

/**
 * What Paystack holds now for a subscription (`GET /subscription/:code`): not_renew and disable
 * may come together, late, or after a resume, so their names say less than this does. Asked
 * before any lock (the provider is never called inside a transaction); a subscription Paystack
 * does not know falls back to what the event says, and no answer retries the event's job.
 */
async function paystackNow(
  deps: TBillingDeps,
  event: 'subscription.not_renew' | 'subscription.disable',
  data: z.infer<typeof ZSubscriptionData>,
) {
  try {
    const remote = await deps.provider.client.fetchSubscription(data.subscription_code);
    return { status: remote.status, nextPaymentDate: dateOrNull(remote.next_payment_date) };
  } catch (error) {
    if (!(error instanceof PaymentProviderError) || error.status !== 404) throw error;
    const status = event === 'subscription.not_renew' ? 'non-renewing' : data.status;
    return { status, nextPaymentDate: dateOrNull(data.next_payment_date) };
  }
}

/**
 * not_renew and disable only ever change a subscription we already hold, and only as far as
 * Paystack's current status says: one that renews again (resumed meanwhile) stays ours, one
 * that will not renew keeps its paid period, one that ended ends.
 */
export async function applySubscriptionEnded(
  deps: TBillingDeps,
  event: 'subscription.not_renew' | 'subscription.disable',
  data: z.infer<typeof ZSubscriptionData>,
) {
  const row = await findSubscriptionByCode(deps.db, data.subscription_code);
  if (!row) return { waitingFor: data.subscription_code };
  const remote = await paystackNow(deps, event, data);
  const standing = paystackStanding(remote.status ?? '');
  if (standing === null) return `ignored: Paystack says the subscription is ${remote.status}`;
  return withUserLock(deps.db, row.userId, async (tx) => {
    const now = await findSubscriptionByCode(tx, data.subscription_code);
    if (!now || !isLive(now)) return `ignored: subscription is ${now?.status ?? 'gone'}`;
    if (standing === 'renews') {
      if (now.status === 'non-renewing') await updateSubscription(tx, now.id, { status: 'active' });
      return `ignored: Paystack says it renews (${remote.status})`;
    }
    if (standing === 'non-renewing') {
      await updateSubscription(tx, now.id, {
        status: 'non-renewing',
        nextPaymentDate:
          remote.nextPaymentDate ?? dateOrNull(data.next_payment_date) ?? now.nextPaymentDate,
      });
      return 'non-renewing';
    }
    // Ended at Paystack: the period the learner paid for stays theirs; only a refund or a
    // chargeback takes it back.
    const status = remote.status === 'cancelled' ? 'cancelled' : 'completed';
    // At the real end of a period Paystack's next_payment_date is that end (now): the earlier
    // of the two dates is when the paid time runs out.
    const theirs = remote.nextPaymentDate ?? dateOrNull(data.next_payment_date);
    const ours = now.status === 'attention' ? null : now.nextPaymentDate;
    const paidUntil = ours && theirs && theirs < ours ? theirs : ours;
    const accessUntil = paidUntil && paidUntil.getTime() > Date.now() ? paidUntil : null;
    await updateSubscription(tx, now.id, { status, endedAt: new Date(), accessUntil });
    return accessUntil ? `${status}; access kept until ${accessUntil.toISOString()}` : status;
  });
}
