import {
  DEFAULT_TIME_ZONE,
  formatPaymentDate,
  isLiveStatus,
  paystackStanding,
  type TSubscriptionActionResponse,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { notifyLearner } from '../notices/index.ts';
import {
  emailTokenFor,
  findLiveSubscription,
  findSubscriptionById,
  type TBillingContext,
  type TSubscriptionRow,
  updateSubscription,
  viaProvider,
  withUserLock,
} from '../shared/index.ts';
import { scheduledChange, unschedule } from './scheduled.ts';

const keepUntil = (date: Date | null, timeZone: string) =>
  `Your subscription will not renew. You keep access until ${formatPaymentDate(date?.toISOString(), timeZone)}.`;

/** The learner's word that `row` will not renew, in the cancel's transaction (once per cancel). */
export function tellCancelled(tx: TDb, row: TSubscriptionRow, accessUntil: Date | null) {
  return notifyLearner(tx, {
    userId: row.userId,
    key: `cancelled:${row.id}:${new Date().toISOString()}`,
    kind: 'cancelled',
    purchase: row.planCode,
    accessUntil: accessUntil?.toISOString() ?? null,
  });
}

/**
 * Cancels at the end of the paid period: non-renewing now, access until the next payment date
 * (written in `timeZone`, the server's TIME_ZONE).
 */
export async function cancelSubscription(
  ctx: TBillingContext,
  viewer: TViewer,
  timeZone: string = DEFAULT_TIME_ZONE,
): Promise<TSubscriptionActionResponse> {
  const live = await findLiveSubscription(ctx.db, viewer.id);
  if (!live) throw new AppError('CONFLICT', 'You have no subscription to cancel');
  // A scheduled change is cancelled with it: the scheduled subscription is disabled and the held
  // one (disabled when the change was scheduled) runs to the end of its period.
  const pending = await scheduledChange(ctx, live);
  if (pending) {
    const held = await unschedule(ctx, pending);
    await withUserLock(ctx.db, viewer.id, (tx) => tellCancelled(tx, held, held.nextPaymentDate));
    return { success: true, message: keepUntil(held.nextPaymentDate, timeZone) };
  }
  if (live.status === 'non-renewing') {
    throw new AppError(
      'CONFLICT',
      `Your subscription is already cancelled; access continues until ${formatPaymentDate(live.nextPaymentDate?.toISOString(), timeZone)}`,
    );
  }
  const what = 'Your subscription could not be cancelled';
  const held = await emailTokenFor(ctx, live, what);
  // What Paystack holds now: renewals stopped elsewhere (its email link, the dashboard) while
  // their webhook is on its way are followed, never disabled a second time.
  const remote = await viaProvider(what, () => ctx.provider.client.fetchSubscription(held.code));
  const standing = paystackStanding(remote.status);
  if (standing === 'renews') {
    await viaProvider(what, () => ctx.provider.client.disableSubscription(held));
  }
  const paidUp = live.nextPaymentDate !== null && live.nextPaymentDate.getTime() > Date.now();
  await withUserLock(ctx.db, viewer.id, async (tx) => {
    // Paystack's subscription.disable may have ended it meanwhile (keeping the paid time).
    const current = await findSubscriptionById(tx, live.id);
    if (!current || !isLiveStatus(current.status)) return;
    const ended = standing === 'ended' || !paidUp;
    await updateSubscription(
      tx,
      live.id,
      ended
        ? {
            status: standing === 'ended' ? 'completed' : 'cancelled',
            endedAt: new Date(),
            accessUntil: paidUp ? live.nextPaymentDate : null,
          }
        : { status: 'non-renewing' },
    );
    await tellCancelled(tx, live, paidUp ? live.nextPaymentDate : null);
  });
  return {
    success: true,
    message: paidUp ? keepUntil(live.nextPaymentDate, timeZone) : 'Your subscription is cancelled.',
  };
}
