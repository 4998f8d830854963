import {
  changeRaisesAccess,
  formatPrice,
  keepPlanText,
  PLANS,
  planChange,
  planLabel,
  scheduledChangeText,
  scheduledStep,
  type TChangePreviewResponse,
  type TPlanCode,
  type TSubscriptionActionResponse,
} from '@thinkbuild/core';
import { AppError } from '../../http/app-error.ts';
import { enqueue } from '../../jobs/queue.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { stopLater } from './fulfilment.ts';
import {
  BILLING_JOBS,
  findLiveSubscription,
  insertSubscription,
  latestReusableAuthorization,
  type TSubscriptionRow,
  updateSubscription,
  withUserLock,
} from './repo.ts';
import { scheduledChange, unschedule } from './scheduled.ts';
import { emailTokenFor, startCheckout, type TBillingContext, viaProvider } from './service.ts';

async function liveOrRefuse(ctx: TBillingContext, viewer: TViewer) {
  const live = await findLiveSubscription(ctx.db, viewer.id);
  if (!live) {
    throw new AppError('CONFLICT', 'You have no subscription to change. Choose a plan first.');
  }
  // A lifetime learner gains nothing from any plan: refused before any Paystack call.
  const check = changeRaisesAccess({
    lifetimeAccess: viewer.lifetimeAccess,
    subscription: { plan: live.planCode, status: live.status },
  });
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  return live;
}

/** What a change would do, shown before the learner confirms it. */
export async function changePreview(
  ctx: TBillingContext,
  viewer: TViewer,
  plan: TPlanCode,
): Promise<TChangePreviewResponse> {
  const live = await liveOrRefuse(ctx, viewer);
  const pending = await scheduledChange(ctx, live);
  if (pending) {
    const held = pending.held.planCode as TPlanCode;
    const step = scheduledStep(held, live.planCode as TPlanCode, plan);
    const nothing = { pay_now: 0, refund: 0, starts_on: null };
    if (step === 'keep') {
      return { kind: 'same', message: keepPlanText(held, live.planCode as TPlanCode), ...nothing };
    }
    if (step === 'already-scheduled') {
      const message = `Already scheduled: ${scheduledChangeText(plan, (live.startsAt as Date).toISOString(), ctx.timeZone)}.`;
      return { kind: 'same', message, ...nothing };
    }
  }
  // The plan the learner holds (paid, current period) is the basis, never a scheduled one.
  const basis = pending?.held ?? live;
  const change = planChange(
    basis.planCode as TPlanCode,
    plan,
    basis.nextPaymentDate,
    new Date(),
    ctx.timeZone,
  );
  return {
    kind: change.kind,
    message: change.message,
    pay_now: change.payNow,
    refund: change.refund,
    starts_on: change.startsOn,
  };
}

/**
 * Fair plan changes (core `planChange`). An upgrade opens the new tier at once: the saved card
 * pays the new plan now and a job refunds the unused part of the old period. A downgrade or an
 * interval switch starts when the paid period ends (`start_date` at Paystack); until then the
 * learner keeps what they paid for. Either way the old subscription is stopped at Paystack
 * first, so it never holds two that charge. Without a reusable card the learner pays on a
 * checkout and the old subscription ends when that payment is confirmed.
 *
 * While a change is scheduled the held plan is the basis: choosing it keeps it (the scheduled
 * subscription is disabled, the held one renews again, nothing is charged); another plan first
 * disables the scheduled subscription, then is classified against the held plan.
 */
export async function changeSubscription(
  ctx: TBillingContext,
  viewer: TViewer,
  plan: TPlanCode,
): Promise<TSubscriptionActionResponse> {
  let live = await liveOrRefuse(ctx, viewer);
  const pending = await scheduledChange(ctx, live);
  if (pending) {
    const held = pending.held.planCode as TPlanCode;
    const step = scheduledStep(held, live.planCode as TPlanCode, plan);
    if (step === 'already-scheduled') {
      throw new AppError('CONFLICT', `Your change to ${planLabel(plan)} is already scheduled`);
    }
    live = await unschedule(ctx, pending);
    if (step === 'keep') {
      await resume(ctx, live);
      return {
        success: true,
        message: keepPlanText(held, pending.scheduled.planCode as TPlanCode),
      };
    }
  }
  if (live.planCode === plan && live.status === 'active') {
    throw new AppError('CONFLICT', `You already have the ${planLabel(plan)} subscription`);
  }
  if (live.planCode === plan && live.status === 'non-renewing') return resume(ctx, live);
  const card = await latestReusableAuthorization(ctx.db, viewer.id);
  if (!card) {
    const started = await startCheckout(ctx, viewer, plan);
    return { success: true, ...started, message: `Pay for ${planLabel(plan)} to switch to it` };
  }
  const change = planChange(
    live.planCode as TPlanCode,
    plan,
    live.nextPaymentDate,
    new Date(),
    ctx.timeZone,
  );
  const scheduled = change.kind === 'scheduled';
  const providerPlan = await viaProvider('The change could not start', () =>
    ctx.provider.providerPlanCode(plan),
  );
  const old =
    live.status === 'non-renewing'
      ? null
      : await emailTokenFor(ctx, live, 'Your current subscription could not be stopped');
  if (old) {
    await viaProvider('Your current subscription could not be stopped', () =>
      ctx.provider.client.disableSubscription(old),
    );
  }
  let created: Awaited<ReturnType<typeof ctx.provider.client.createSubscription>>;
  try {
    created = await viaProvider('The new subscription could not start', () =>
      ctx.provider.client.createSubscription({
        customer: viewer.email,
        plan: providerPlan,
        authorization: card.authorizationCode,
        ...(scheduled && change.startsOn ? { start_date: change.startsOn } : {}),
      }),
    );
  } catch (error) {
    // Put the old subscription back as it was, so a failed change costs the learner nothing.
    if (old && live.status === 'active') {
      await ctx.provider.client
        .enableSubscription(old)
        .catch((e: unknown) =>
          ctx.log.error({ err: e }, 'could not re-enable after a failed change'),
        );
    }
    throw error;
  }
  const startsAt = scheduled && change.startsOn ? new Date(change.startsOn) : null;
  await withUserLock(ctx.db, viewer.id, async (tx) => {
    const current = await findLiveSubscription(tx, viewer.id);
    if (current && current.providerSubscriptionCode !== created.subscription_code) {
      await updateSubscription(
        tx,
        current.id,
        scheduled && current.id === live.id
          ? // Paid up to exactly when the scheduled one starts: that is how it is found again.
            { status: 'completed', endedAt: new Date(), accessUntil: startsAt }
          : { status: 'cancelled', endedAt: new Date() },
      );
      // Not the one stopped above (it went live meanwhile, e.g. a checkout paid in another
      // tab): it is stopped at Paystack too, never ended only in our table.
      if (current.id !== live.id) await stopLater(tx, current);
    }
    const fields = {
      status: 'active' as const,
      providerEmailToken: created.email_token,
      nextPaymentDate: created.next_payment_date ? new Date(created.next_payment_date) : null,
      startsAt,
      cardLast4: card.last4,
      cardBrand: card.brand,
    };
    // The subscription.create webhook may already have recorded it.
    if (current?.providerSubscriptionCode === created.subscription_code) {
      await updateSubscription(tx, current.id, fields);
    } else {
      const target = PLANS[plan];
      await insertSubscription(tx, {
        userId: viewer.id,
        planCode: plan,
        tier: target.tier,
        interval: target.interval,
        providerSubscriptionCode: created.subscription_code,
        ...fields,
      });
    }
    if (change.kind === 'upgrade' && change.refund > 0 && live.lastChargeReference) {
      await enqueue(
        tx,
        BILLING_JOBS.refund,
        {
          reference: live.lastChargeReference,
          amount: change.refund,
          requestedAt: new Date().toISOString(),
        },
        { dedupeKey: `refund:${live.id}`, maxAttempts: 3 },
      );
    }
  });
  if (scheduled) return { success: true, message: change.message };
  const back =
    change.refund > 0
      ? ` ${formatPrice({ amount: change.refund, currency: PLANS[plan].currency })} of your old plan comes back to your card.`
      : '';
  return { success: true, message: `Your subscription is now ${planLabel(plan)}.${back}` };
}

/** Choosing the same plan again before a cancelled period ends: it renews again, no new charge. */
async function resume(
  ctx: TBillingContext,
  live: TSubscriptionRow,
): Promise<TSubscriptionActionResponse> {
  const held = await emailTokenFor(ctx, live, 'Your subscription could not be resumed');
  await viaProvider('Your subscription could not be resumed', () =>
    ctx.provider.client.enableSubscription(held),
  );
  await withUserLock(ctx.db, live.userId, (tx) =>
    updateSubscription(tx, live.id, { status: 'active' }),
  );
  return {
    success: true,
    message: `Your ${planLabel(live.planCode as TPlanCode)} subscription will renew again`,
  };
}
