import { paystackStanding } from '@thinkbuild/core';
import type { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { PaymentProviderError } from '../../../payments/paystack-client.ts';
import { notifyLearner } from '../notices/index.ts';
import {
  findSubscriptionByCode,
  type TBillingDeps,
  type TSubscriptionRow,
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
 * A subscription that stopped renewing at Paystack while ours was active (the learner used
 * Paystack's own link, or Paystack disabled it) is a cancel the learner is told of, as ours is.
 * Rows we end ourselves (a cancel, an upgrade, the offer) are never active by the time
 * Paystack's event comes, so they are not told twice.
 */
function tellEndedAtPaystack(tx: TDb, row: TSubscriptionRow, accessUntil: Date | null) {
  return notifyLearner(tx, {
    userId: row.userId,
    key: `cancelled:${row.id}:paystack`,
    kind: 'cancelled',
    purchase: row.planCode,
    accessUntil: accessUntil?.toISOString() ?? null,
  });
}

/** Paystack was asked while our row changed (a resume, a cancel): its answer may be older. */
const STALE = Symbol('stale');
const ATTEMPTS = 3;

/**
 * not_renew and disable only ever change a subscription we already hold, and only as far as
 * Paystack's current status says: one that renews again (resumed meanwhile) stays ours, one
 * that will not renew keeps its paid period, one that ended ends. A row that changed while
 * Paystack was asked (a resume enabling it between the question and the lock) is asked about
 * again, so an answer from before the resume never undoes it.
 */
export async function applySubscriptionEnded(
  deps: TBillingDeps,
  event: 'subscription.not_renew' | 'subscription.disable',
  data: z.infer<typeof ZSubscriptionData>,
) {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const outcome = await applyOnce(deps, event, data);
    if (outcome !== STALE) return outcome;
  }
  // The job retries later, with back-off.
  throw new Error(`subscription ${data.subscription_code} kept changing while Paystack was asked`);
}

async function applyOnce(
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
    if (now.updatedAt.getTime() !== row.updatedAt.getTime()) return STALE;
    if (standing === 'renews') {
      if (now.status === 'non-renewing') await updateSubscription(tx, now.id, { status: 'active' });
      return `ignored: Paystack says it renews (${remote.status})`;
    }
    if (standing === 'non-renewing') {
      const paidUntil =
        remote.nextPaymentDate ?? dateOrNull(data.next_payment_date) ?? now.nextPaymentDate;
      await updateSubscription(tx, now.id, { status: 'non-renewing', nextPaymentDate: paidUntil });
      // Cancelled at Paystack (its emailed "manage subscription" link), not here: our own
      // cancel has already made the row non-renewing and told the learner.
      if (now.status === 'active') await tellEndedAtPaystack(tx, now, paidUntil);
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
    if (now.status === 'active') await tellEndedAtPaystack(tx, now, accessUntil);
    return accessUntil ? `${status}; access kept until ${accessUntil.toISOString()}` : status;
  });
}
