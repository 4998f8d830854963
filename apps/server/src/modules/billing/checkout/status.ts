import {
  accessEndsAt,
  DUPLICATE_REFUND_NOTE,
  type TCustomerResponse,
  type TPaymentStatusResponse,
} from '@thinkbuild/core';
import { passStatusText } from '@thinkbuild/core/passes';
import { AppError } from '../../../http/app-error.ts';
import { PaymentProviderError } from '../../../payments/paystack-client.ts';
import { loadViewer, type TViewer } from '../../../viewer/viewer.ts';
import { runningPassOf } from '../passes/held.ts';
import type { TBillingContext } from '../shared/index.ts';
import {
  findCheckout,
  findUserByEmail,
  listAuthorizations,
  listSubscriptions,
  paidForOffer,
  updateCheckout,
} from '../shared/index.ts';
import { applyCharge } from './fulfilment.ts';

/** GET /api/customer/:email, from our own records: yourself, or anyone for an admin. */
export async function customerView(
  ctx: TBillingContext,
  viewer: TViewer,
  email: string,
): Promise<TCustomerResponse> {
  const self = email.toLowerCase() === viewer.email.toLowerCase();
  if (!self && !viewer.isAdmin) {
    throw new AppError('FORBIDDEN', 'You can only see your own billing details');
  }
  const learner = self
    ? { id: viewer.id, lifetimeAccess: viewer.lifetimeAccess }
    : await findUserByEmail(ctx.db, email);
  if (!learner) throw new AppError('NOT_FOUND', 'User not found');
  const [subs, cards, offer, pass] = await Promise.all([
    listSubscriptions(ctx.db, learner.id),
    listAuthorizations(ctx.db, learner.id),
    learner.lifetimeAccess ? paidForOffer(ctx.db, learner.id) : false,
    runningPassOf(ctx.db, learner.id, new Date(), ctx.timeZone),
  ]);
  return {
    subscriptions: subs.map((s) => ({
      plan: s.planCode,
      next_payment_date: s.nextPaymentDate?.toISOString() ?? null,
      status: s.status,
      starts_on: s.startsAt && s.startsAt > new Date() ? s.startsAt.toISOString() : null,
      access_until:
        accessEndsAt(s.status, s.nextPaymentDate, s.accessUntil, new Date())?.toISOString() ?? null,
    })),
    authorizations: cards.map((c) => ({
      last4: c.last4,
      brand: c.brand,
      exp_month: c.expMonth,
      exp_year: c.expYear,
    })),
    lifetime: learner.lifetimeAccess ? (offer ? 'offer' : 'founding') : null,
    pass: pass && {
      tier: pass.tier,
      startsOn: pass.startsOn,
      endsOn: pass.endsOn,
      text: passStatusText(pass.tier, pass.endsOn, ctx.timeZone),
    },
  };
}

/** A checkout nobody paid for within this time counts as abandoned (and its coupon hold ends). */
export const ABANDONED_AFTER_MS = 60 * 60 * 1000;

const STATUS_MESSAGES = {
  pending: 'Waiting for Paystack to confirm your payment',
  success: 'Payment successful',
  abandoned: 'The payment was not completed',
} as const;

/**
 * Where the learner's checkout stands. While pending it asks Paystack (verify), and a verified
 * payment is applied through the same fulfilment as the webhook.
 */
export async function paymentStatus(
  ctx: TBillingContext,
  viewer: TViewer,
  reference: string,
): Promise<TPaymentStatusResponse> {
  let co = await findCheckout(ctx.db, reference);
  if (!co || co.userId !== viewer.id) throw new AppError('NOT_FOUND', 'Payment not found');
  if (co.status === 'pending') {
    try {
      const verified = await ctx.provider.client.verifyTransaction(reference);
      await applyCharge(ctx, verified);
      if (
        verified.status === 'abandoned' &&
        Date.now() - co.createdAt.getTime() > ABANDONED_AFTER_MS
      ) {
        await updateCheckout(ctx.db, reference, {
          status: 'abandoned',
          message: 'The payment was not completed',
        });
      }
    } catch (error) {
      // Paystack being slow is not the learner's problem: the webhook may still arrive.
      if (!(error instanceof PaymentProviderError)) throw error;
      ctx.log.warn({ err: error, reference }, 'could not verify the payment yet');
    }
    co = (await findCheckout(ctx.db, reference)) ?? co;
  }
  const now = await loadViewer(ctx.db, viewer.id);
  return {
    reference: co.reference,
    plan: co.purchase,
    status: co.status,
    message:
      co.status === 'failed'
        ? (co.message ?? 'The payment did not go through')
        : co.message === DUPLICATE_REFUND_NOTE
          ? co.message
          : STATUS_MESSAGES[co.status],
    role: now?.role ?? viewer.role,
  };
}
