import { DUPLICATE_REFUND_NOTE, OFFER_CODE, PLANS, type TPlanCode } from '@thinkbuild/core';
import { z } from 'zod';
import { enqueue } from '../../jobs/queue.ts';
import { stopLater, type TBillingDeps } from './fulfilment.ts';
import {
  BILLING_JOBS,
  findCheckout,
  findSubscriptionByCharge,
  findSubscriptionByCode,
  setLifetimeAccess,
  updateSubscription,
  withUserLock,
} from './repo.ts';

/** refund.processed: the money of one charge went back to the card. */
export const ZRefundData = z.looseObject({
  transaction_reference: z.string(),
  amount: z.number(),
  currency: z.string().optional(),
});

/** charge.dispute.create: the learner's bank disputes one charge. */
export const ZDisputeData = z.looseObject({
  transaction: z.looseObject({ reference: z.string(), amount: z.number().optional() }),
});

/** One entry of subscription.expiring_cards. */
export const ZExpiringCards = z.array(
  z.looseObject({
    expiry_date: z.string().optional(),
    subscription: z.looseObject({ subscription_code: z.string() }),
  }),
);

/**
 * A refund (in full) or a dispute takes back exactly what that charge bought: the offer's
 * lifetime access, or the subscription period it paid for (access ends now and the
 * subscription stops at Paystack). A partial refund (ours, for a plan change) takes nothing.
 */
export async function takeBack(
  deps: TBillingDeps,
  reference: string,
  refunded: number | null,
  why: 'refund' | 'dispute',
): Promise<string> {
  const co = await findCheckout(deps.db, reference);
  // Our own refund of a payment that bought nothing (duplicates.ts): there is nothing to take.
  if (co?.message === DUPLICATE_REFUND_NOTE) return `noted: ${why} of a duplicate payment`;
  if (co?.purchase === OFFER_CODE && co.status === 'success') {
    if (refunded !== null && refunded < co.amount) return 'noted: part of the offer refunded';
    await withUserLock(deps.db, co.userId, (tx) => setLifetimeAccess(tx, co.userId, false));
    return `lifetime access taken back (${why})`;
  }
  const sub = await findSubscriptionByCharge(deps.db, reference);
  if (!sub) return `ignored: no purchase of ours was paid by ${reference}`;
  const plan = PLANS[sub.planCode as TPlanCode];
  if (refunded !== null && plan && refunded < plan.amount) return 'noted: partial refund';
  return withUserLock(deps.db, sub.userId, async (tx) => {
    const now = await findSubscriptionByCode(tx, sub.providerSubscriptionCode ?? '');
    const row = now ?? sub;
    if (row.lastChargeReference && row.lastChargeReference !== reference) {
      return 'noted: the period that charge paid for is already over';
    }
    const wasLive = row.status === 'active' || row.status === 'attention';
    await updateSubscription(tx, row.id, {
      status: 'cancelled',
      endedAt: row.endedAt ?? new Date(),
      accessUntil: null,
    });
    if (wasLive || row.status === 'non-renewing') await stopLater(tx, row);
    return `${row.planCode} period taken back (${why})`;
  });
}

/** A failed renewal or a card about to expire: the learner is emailed a way to update it. */
export async function emailAboutCard(
  deps: TBillingDeps,
  code: string,
  reason: 'failed' | 'expiring',
  dedupe: string,
) {
  const sub = await findSubscriptionByCode(deps.db, code);
  if (!sub) return false;
  await enqueue(
    deps.db,
    BILLING_JOBS.cardEmail,
    { subscriptionId: sub.id, reason },
    { dedupeKey: `card-email:${reason}:${dedupe}` },
  );
  return true;
}
