import {
  DUPLICATE_REFUND_NOTE,
  isPlanCode,
  PLANS,
  purchaseRaisesAccess,
  type TPurchaseCode,
} from '@thinkbuild/core';
import type { TPassCode } from '@thinkbuild/core/passes';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { holdsLifetimeAccess } from '../../auth/service.ts';
import { refundJob } from '../jobs/index.ts';
import { notifyLearner } from '../notices/index.ts';
import {
  insertSubscription,
  type TCheckoutRow,
  type TSubscriptionFields,
  type TSubscriptionRow,
  updateCheckout,
  updateSubscription,
} from '../shared/index.ts';
import { findEndedAwaitingCharge, findEndedDuplicate } from './duplicates-repo.ts';

/*
 * A payment that bought nothing new (ADR 006, "Access already held"). Checkout refuses it up
 * front, but two tabs (or a double click) can each start a checkout before either is paid: the
 * later payment is refunded in full, the subscription Paystack started for it is stopped, and
 * the learner is told (a notice: mailed, and listed on /account). Everything is decided in the charge's own transaction (the
 * learner's row lock) and done by jobs with dedupe keys, so a replayed webhook changes nothing.
 */

/**
 * Whether this paid checkout raises nothing over what the learner holds now, because of access
 * gained after the checkout started. A subscription already held when it started means the
 * checkout is a plan change without a saved card (ADR 006): that is applied, never refunded.
 */
export async function boughtNothing(
  tx: TDb,
  co: TCheckoutRow & { purchase: TPurchaseCode },
  live: TSubscriptionRow | null,
): Promise<boolean> {
  const lifetimeAccess = await holdsLifetimeAccess(tx, co.userId);
  const held = {
    lifetimeAccess,
    subscription: live && { plan: live.planCode, status: live.status },
  };
  if (purchaseRaisesAccess(held, co.purchase).ok) return false;
  if (lifetimeAccess) return true;
  return live !== null && live.createdAt.getTime() >= co.createdAt.getTime();
}

/**
 * Records the payment as refunded-in-full and queues the refund and the email. For a plan, the
 * subscription Paystack starts with this payment gets an ended row of ours, so its
 * subscription.create (before or after this) is recognised and stopped (`linkDuplicate`).
 */
export async function refundDuplicate(
  tx: TDb,
  co: TCheckoutRow & { purchase: TPurchaseCode | TPassCode },
  paidAt: Date,
  customerCode: string,
) {
  await updateCheckout(tx, co.reference, {
    status: 'success',
    paidAt,
    message: DUPLICATE_REFUND_NOTE,
  });
  if (isPlanCode(co.purchase)) {
    const plan = PLANS[co.purchase];
    const charged = { checkoutReference: co.reference, lastChargeReference: co.reference };
    const early = await findEndedAwaitingCharge(tx, co, plan.code);
    if (early) {
      await updateSubscription(tx, early.id, charged);
    } else {
      await insertSubscription(tx, {
        userId: co.userId,
        planCode: plan.code,
        tier: plan.tier,
        interval: plan.interval,
        status: 'cancelled',
        endedAt: new Date(),
        providerCustomerCode: customerCode,
        ...charged,
      });
    }
  }
  await enqueue(
    tx,
    refundJob,
    {
      reference: co.reference,
      amount: co.amount,
      requestedAt: new Date().toISOString(),
      note: 'Duplicate payment: the learner already had this access',
    },
    { dedupeKey: `refund:duplicate:${co.reference}` },
  );
  await notifyLearner(tx, {
    userId: co.userId,
    key: `duplicate-refund:${co.reference}`,
    kind: 'duplicate-refund',
    reference: co.reference,
    purchase: co.purchase,
    amount: co.amount,
    currency: co.currency,
  });
  return `refunded in full: ${co.purchase} was already held`;
}

/**
 * subscription.create for a subscription that must not charge: the one Paystack started with a
 * payment we refunded as a duplicate (or one superseded before its code was known), or one on
 * the very plan the learner holds live from another checkout (its charge.success is still on
 * the way). It is recorded as ended and stopped at Paystack by a job. Null: not such a one.
 */
export async function linkDuplicate(
  tx: TDb,
  userId: string,
  code: string,
  live: TSubscriptionRow | null,
  fields: TSubscriptionFields,
): Promise<TSubscriptionRow | null> {
  const ended = await findEndedDuplicate(tx, userId, code);
  if (ended) {
    await updateSubscription(tx, ended.id, fields);
    return ended;
  }
  const sameAsLive =
    live?.planCode === code &&
    live.status === 'active' &&
    live.providerSubscriptionCode !== null &&
    live.checkoutReference !== null;
  if (!sameAsLive) return null;
  const plan = PLANS[code as keyof typeof PLANS];
  const row = await insertSubscription(tx, {
    userId,
    planCode: code,
    tier: plan.tier,
    interval: plan.interval,
    status: 'cancelled',
    endedAt: new Date(),
    ...fields,
  });
  return row ?? null;
}
