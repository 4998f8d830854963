import { isLiveStatus } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { findJobPayload } from '../../../jobs/lookup.ts';
import type { TPaystackCustomerSubscription } from '../../../payments/paystack-client.ts';
import { refundJob, stopSubscriptionJob } from '../jobs/index.ts';
import {
  findSubscriptionByCode,
  type TBillingDeps,
  type TSubscriptionRow,
} from '../shared/index.ts';

/*
 * A renewal Paystack charged for a subscription we had already ended (an upgrade, a change or
 * the offer replaced it, or it was cancelled and ran out, and the stop had not reached Paystack
 * before its renewal date): it bought nothing, so it is never kept (decisions/029). The whole
 * charge goes back by the `billing.refund` job (List Refunds first, so never twice; a refund
 * Paystack fails is asked again and then left to the admin, refund-retry.ts) and the
 * subscription is stopped at Paystack again. Decided in the learner's lock, by whichever of the
 * charge's two events (charge.success, invoice.update) comes first; the same dedupe keys make
 * the second a no-op.
 */

/** The note of the refund, on Paystack's dashboard and in our ledger. */
export const RENEWAL_AFTER_END_NOTE = 'Renewal after the subscription ended: refunded in full';

/** The outcome an event about such a charge is stored with. */
export const RENEWAL_AFTER_END_OUTCOME = 'renewal after end: refunded in full';

const refundKey = (reference: string) => `refund:after-end:${reference}`;

/** Queues the full refund of `charge` and the stop of each ended subscription, once. */
export async function refundRenewalAfterEnd(
  tx: TDb,
  ended: readonly TSubscriptionRow[],
  charge: { reference: string; amount: number },
) {
  await enqueue(
    tx,
    refundJob,
    {
      reference: charge.reference,
      amount: charge.amount,
      requestedAt: new Date().toISOString(),
      note: RENEWAL_AFTER_END_NOTE,
    },
    { dedupeKey: refundKey(charge.reference) },
  );
  for (const row of ended) {
    await enqueue(
      tx,
      stopSubscriptionJob,
      { subscriptionId: row.id },
      { dedupeKey: `stop:${row.id}:after:${charge.reference}` },
    );
  }
  const plans = [...new Set(ended.map((r) => r.planCode))].join(', ');
  return `${RENEWAL_AFTER_END_OUTCOME}; ${plans} stopped again`;
}

/** Whether this charge was already found to be a renewal after the end (by its other event). */
export async function refundedAsRenewalAfterEnd(db: TDb, reference: string) {
  return (await findJobPayload(db, refundJob, { dedupeKeyPrefix: refundKey(reference) })) !== null;
}

const providerPlanOf = (s: TPaystackCustomerSubscription) =>
  typeof s.plan === 'object' && s.plan ? (s.plan.plan_code ?? null) : null;

/**
 * The subscriptions a charge on `providerPlan` with no subscription code (charge.success) can
 * only have come from: every subscription the customer has at Paystack on that plan, when all
 * of them are ones we ended. Empty when one of them is new to us or still ours (the charge may
 * be its first, its subscription.create on the way) or Paystack names no plan: then the charge
 * waits, as before, and its invoice.update (which names the subscription) decides.
 * Asked before any lock: the provider is never called inside a transaction.
 */
export async function endedSubscriptionsCharged(
  deps: TBillingDeps,
  customerCode: string,
  providerPlan: string,
): Promise<TSubscriptionRow[]> {
  const remote = await deps.provider.client.customerSubscriptions(customerCode);
  const onPlan = remote.filter((s) => providerPlanOf(s) === providerPlan);
  const ours: TSubscriptionRow[] = [];
  for (const s of onPlan) {
    const row = await findSubscriptionByCode(deps.db, s.subscription_code);
    if (!row || isLiveStatus(row.status)) return [];
    ours.push(row);
  }
  return ours;
}
