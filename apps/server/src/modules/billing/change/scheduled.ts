import { isLiveStatus, paystackStanding } from '@thinkbuild/core';
import {
  emailTokenFor,
  findHeldBehind,
  findSubscriptionById,
  type TBillingContext,
  type TSubscriptionRow,
  updateSubscription,
  viaProvider,
  withUserLock,
} from '../shared/index.ts';

/**
 * A scheduled change (downgrade, interval switch) is a second subscription at Paystack that
 * starts when the paid period ends; until then the learner holds the plan it replaces. Returns
 * both when `live` is such a scheduled subscription, else null.
 */
export async function scheduledChange(ctx: TBillingContext, live: TSubscriptionRow) {
  if (!live.startsAt || live.startsAt.getTime() <= Date.now()) return null;
  const held = await findHeldBehind(ctx.db, live);
  return held ? { scheduled: live, held } : null;
}

/**
 * Undoes a scheduled change: the scheduled subscription is disabled at Paystack (it was never
 * charged, so nothing is refunded) and the held one is ours again, non-renewing until its period
 * ends (it was disabled when the change was scheduled). What Paystack holds now decides, as for a
 * cancel: a scheduled subscription that no longer renews there (stopped from Paystack's email or
 * dashboard, its webhook still on the way) is not disabled a second time, and the held one takes
 * Paystack's standing (renewing again if it was enabled there; left ended if Paystack ended
 * it). The caller then resumes it, replaces the change, or leaves it cancelled. Returns the held
 * subscription as it now is.
 */
export async function unschedule(
  ctx: TBillingContext,
  { scheduled, held }: { scheduled: TSubscriptionRow; held: TSubscriptionRow },
): Promise<TSubscriptionRow> {
  const what = 'The scheduled change could not be undone';
  const stop = await emailTokenFor(ctx, scheduled, what);
  const [remote, heldRemote] = await Promise.all([
    viaProvider(what, () => ctx.provider.client.fetchSubscription(stop.code)),
    held.providerSubscriptionCode
      ? viaProvider(what, () =>
          ctx.provider.client.fetchSubscription(held.providerSubscriptionCode as string),
        )
      : null,
  ]);
  if (paystackStanding(remote.status) === 'renews') {
    await viaProvider(what, () => ctx.provider.client.disableSubscription(stop));
  }
  const heldStanding = heldRemote ? paystackStanding(heldRemote.status) : 'non-renewing';
  return withUserLock(ctx.db, held.userId, async (tx) => {
    const now = await findSubscriptionById(tx, scheduled.id);
    // The one live subscription per learner: the scheduled one ends before the held one returns.
    if (now && isLiveStatus(now.status)) {
      await updateSubscription(tx, scheduled.id, { status: 'cancelled', endedAt: new Date() });
    }
    if (heldStanding !== 'ended') {
      await updateSubscription(tx, held.id, {
        status: heldStanding === 'renews' ? 'active' : 'non-renewing',
        endedAt: null,
        accessUntil: null,
      });
    }
    return (await findSubscriptionById(tx, held.id)) ?? held;
  });
}
