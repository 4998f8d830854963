import {
  isLiveStatus,
  paystackStanding,
  RESUME_MESSAGES,
  resumeCheck,
  resumedText,
  type TSubscriptionActionResponse,
} from '@thinkbuild/core';
import { AppError } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
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

/**
 * POST /subscription/resume (issue 38): a subscription cancelled at the end of its period renews
 * again, on the same date, nothing charged now. Refused (core `resumeCheck`) when there is no
 * cancel to undo or the paid period has ended.
 */
export async function resumeSubscription(
  ctx: TBillingContext,
  viewer: TViewer,
): Promise<TSubscriptionActionResponse> {
  const live = await findLiveSubscription(ctx.db, viewer.id);
  const check = resumeCheck(live, new Date(), ctx.timeZone);
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  if (!live) throw new AppError('CONFLICT', RESUME_MESSAGES.nothing);
  return resume(ctx, live);
}

/**
 * Enables `live` (non-renewing) at Paystack with its email token. Paystack's enable keeps the
 * subscription's next_payment_date and charges nothing; our row goes back to active with the
 * same next payment date. What Paystack holds now decides first: renewing already (resumed in
 * another tab, or from Paystack's own email) is not enabled twice; ended there is refused, as
 * Paystack would refuse the enable.
 */
export async function resume(
  ctx: TBillingContext,
  live: TSubscriptionRow,
): Promise<TSubscriptionActionResponse> {
  const what = 'Your subscription could not be resumed';
  const held = await emailTokenFor(ctx, live, what);
  const remote = await viaProvider(what, () => ctx.provider.client.fetchSubscription(held.code));
  const standing = paystackStanding(remote.status);
  if (standing === 'ended') throw new AppError('CONFLICT', RESUME_MESSAGES.endedAtPaystack);
  if (standing === null) {
    throw new AppError('UNAVAILABLE', `${what}: Paystack says it is ${remote.status}`);
  }
  if (standing === 'non-renewing') {
    await viaProvider(what, () => ctx.provider.client.enableSubscription(held));
  }
  const resumed = await withUserLock(ctx.db, live.userId, async (tx) => {
    const current = await findSubscriptionById(tx, live.id);
    if (!current || !isLiveStatus(current.status)) return null;
    await updateSubscription(tx, live.id, { status: 'active' });
    return current;
  });
  if (!resumed) {
    // Ended meanwhile (a refund, a chargeback): it must not charge again at Paystack either.
    if (standing === 'non-renewing') {
      await ctx.provider.client
        .disableSubscription(held)
        .catch((e: unknown) => ctx.log.error({ err: e }, 'could not disable after a lost resume'));
    }
    throw new AppError('CONFLICT', RESUME_MESSAGES.nothing);
  }
  return {
    success: true,
    message: resumedText(resumed.planCode, resumed.nextPaymentDate, ctx.timeZone),
  };
}
