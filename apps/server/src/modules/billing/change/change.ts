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
import { AppError } from '../../../http/app-error.ts';
import { PaymentProviderError } from '../../../payments/paystack-client.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { startCheckout } from '../checkout/index.ts';
import {
  emailTokenFor,
  findLiveSubscription,
  latestReusableAuthorization,
  type TBillingContext,
  type TSubscriptionRow,
  viaProvider,
} from '../shared/index.ts';
import { enqueueSettleChange, recordChange, type TCreated } from './record.ts';
import { resume } from './resume.ts';
import { scheduledChange, unschedule } from './scheduled.ts';
import { askPaystackAboutCreate } from './unanswered.ts';
import {
  enqueueSettle,
  findFirstCharge,
  openUpgrade,
  paidForPeriod,
  type TPendingUpgrade,
} from './upgrade.ts';

async function liveOrRefuse(ctx: TBillingContext, viewer: TViewer) {
  const live = await findLiveSubscription(ctx.db, viewer.id);
  // A lifetime learner gains nothing from any plan: refused before any Paystack call, and
  // never told to choose a plan (a founding member has no subscription to change).
  const check = changeRaisesAccess({
    lifetimeAccess: viewer.lifetimeAccess,
    subscription: live && { plan: live.planCode, status: live.status },
  });
  if (!check.ok) throw new AppError('CONFLICT', check.message);
  if (!live) {
    throw new AppError('CONFLICT', 'You have no subscription to change. Choose a plan first.');
  }
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
    (await paidForPeriod(ctx, basis)) ?? undefined,
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
 * Fair plan changes (core `planChange`). An upgrade opens the new tier once the saved card has
 * paid the new plan (`upgrade` below); then a job refunds the unused part of the old period. A downgrade or an
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
  if (change.kind === 'upgrade') return upgrade(ctx, viewer, live, plan, card.authorizationCode);
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
  const since = new Date();
  let created: TCreated;
  try {
    const answer = await ctx.provider.client.createSubscription({
      customer: viewer.email,
      plan: providerPlan,
      authorization: card.authorizationCode,
      ...(scheduled && change.startsOn ? { start_date: change.startsOn } : {}),
    });
    created = { ...answer, next_payment_date: answer.next_payment_date ?? null };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // No answer is never read as "no": Paystack may have made it before the answer was lost.
    const asked =
      error.status === undefined
        ? await askPaystackAboutCreate(ctx, { email: viewer.email, providerPlan, since })
        : ({ kind: 'none' } as const);
    if (asked.kind === 'unknown') {
      // Neither put back nor recorded: a job asks Paystack again, and the new subscription's
      // subscription.create waits for it.
      await enqueueSettleChange(ctx, {
        userId: viewer.id,
        email: viewer.email,
        oldId: live.id,
        plan,
        providerPlan,
        since: since.toISOString(),
        startsOn: change.startsOn,
        card: { last4: card.last4, brand: card.brand },
        reenable: old && live.status === 'active' ? old : null,
      });
      return {
        success: true,
        message: `Paystack has not confirmed your change to ${planLabel(plan)} yet. You keep ${planLabel(live.planCode as TPlanCode)} meanwhile; your account shows the change once Paystack confirms it.`,
      };
    }
    if (asked.kind === 'none') {
      // Paystack made nothing: the old subscription is put back as it was, so a failed change
      // costs the learner nothing.
      if (old && live.status === 'active') {
        await ctx.provider.client
          .enableSubscription(old)
          .catch((e: unknown) =>
            ctx.log.error({ err: e }, 'could not re-enable after a failed change'),
          );
      }
      throw new AppError('UNAVAILABLE', `The new subscription could not start: ${error.message}`);
    }
    ctx.log.warn({ plan }, 'no answer to a subscription create; Paystack says it was made');
    created = asked.created;
  }
  await recordChange(ctx, {
    userId: viewer.id,
    heldId: live.id,
    plan,
    created,
    startsAt: scheduled && change.startsOn ? new Date(change.startsOn) : null,
    card,
  });
  return { success: true, message: change.message };
}

/**
 * An upgrade (ADR 006): the new subscription is created and charged on the saved card while the
 * old one stays live at Paystack; the new tier opens, the old subscription stops and the unused
 * part of its period is refunded only once the first charge is confirmed. A refusal changes
 * nothing. No answer is never read as "no": Paystack's transaction list decides, now or in a job.
 */
async function upgrade(
  ctx: TBillingContext,
  viewer: TViewer,
  live: TSubscriptionRow,
  plan: TPlanCode,
  authorization: string,
): Promise<TSubscriptionActionResponse> {
  const providerPlan = await viaProvider('The change could not start', () =>
    ctx.provider.providerPlanCode(plan),
  );
  const held = planLabel(live.planCode as TPlanCode);
  const pending: TPendingUpgrade = {
    userId: viewer.id,
    email: viewer.email,
    oldId: live.id,
    plan,
    providerPlan,
    code: null,
    paid: await paidForPeriod(ctx, live),
    since: new Date().toISOString(),
  };
  try {
    const created = await ctx.provider.client.createSubscription({
      customer: viewer.email,
      plan: providerPlan,
      authorization,
    });
    pending.code = created.subscription_code;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    if (error.status !== undefined) {
      // Paystack refused: nothing was created or charged, and the old plan was never touched.
      throw new AppError(
        'PAYMENT_REQUIRED',
        `The payment for ${planLabel(plan)} did not go through: ${error.message}. You keep ${held}; nothing has changed.`,
      );
    }
    ctx.log.warn({ err: error, plan }, 'no answer to an upgrade; asking Paystack what happened');
  }
  const charge = await findFirstCharge(ctx, pending).catch((error: unknown) => {
    ctx.log.warn({ err: error }, 'could not look up the first charge of an upgrade');
    return null;
  });
  if (!charge) {
    await enqueueSettle(ctx, pending);
    return {
      success: true,
      message: `Paystack has not confirmed the payment for ${planLabel(plan)} yet. You keep ${held} until it does; your account shows the change once it is paid.`,
    };
  }
  const refund = await openUpgrade(ctx, pending, charge);
  const back =
    refund > 0
      ? ` ${formatPrice({ amount: refund, currency: PLANS[live.planCode as TPlanCode].currency })} of your old plan comes back to your card.`
      : '';
  return { success: true, message: `Your subscription is now ${planLabel(plan)}.${back}` };
}
