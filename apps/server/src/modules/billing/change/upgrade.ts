import { addInterval, PLANS, type TPlanCode, unusedAmount } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { hasUnfinishedJob } from '../../../jobs/lookup.ts';
import type { TPaystackTransaction } from '../../../payments/paystack-client.ts';
import { cardOf, stopLater } from '../checkout/index.ts';
import { issueInvoice } from '../invoices/index.ts';
import { refundJob, settleUpgradeJob, type TPendingUpgrade } from '../jobs/index.ts';
import { notifyLearner } from '../notices/index.ts';
import type { TBillingDeps } from '../shared/index.ts';
import {
  findCheckout,
  findLiveSubscription,
  findSubscriptionByCode,
  findSubscriptionById,
  insertSubscription,
  saveAuthorization,
  type TSubscriptionRow,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';

/** Our clock and Paystack's may differ a little: a look-back window starts this much earlier. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export type { TPendingUpgrade } from '../jobs/index.ts';

/**
 * What the learner was charged for the period `row` is in (ADR 006: every pro-rata figure is a
 * share of what was paid, never of today's price list): the checkout we started, or Paystack's
 * record of the renewal. Null when neither is known.
 */
export async function paidForPeriod(deps: TBillingDeps, row: TSubscriptionRow) {
  const reference = row.lastChargeReference ?? row.checkoutReference;
  if (!reference) return null;
  const co = await findCheckout(deps.db, reference);
  if (co?.status === 'success') return co.amount;
  try {
    const charge = await deps.provider.client.verifyTransaction(reference);
    return charge.status === 'success' ? charge.amount : null;
  } catch (error) {
    deps.log.warn({ err: error, reference }, 'could not read what the period was charged');
    return null;
  }
}

const planOf = (charge: TPaystackTransaction) =>
  typeof charge.plan === 'string' ? charge.plan : (charge.plan?.plan_code ?? null);

/**
 * The new subscription's first charge, as Paystack's transaction list shows it (a timeout or a
 * charge still under way is never read as "no"): a successful charge of this learner on the
 * new plan since the change started.
 */
export async function findFirstCharge(deps: TBillingDeps, pending: TPendingUpgrade) {
  const since = Date.parse(pending.since) - CLOCK_SKEW_MS;
  const charges = await deps.provider.client.listSuccessfulTransactions(new Date(since));
  return (
    charges.find(
      (c) =>
        c.status === 'success' &&
        c.customer.email.toLowerCase() === pending.email.toLowerCase() &&
        planOf(c) === pending.providerPlan,
    ) ?? null
  );
}

/**
 * The first charge is confirmed: the new tier opens, the old subscription ends (and is stopped
 * at Paystack by a job) and the unused part of its period is refunded, once (dedupe key per old
 * row, plus the refund job's own List Refunds check). Idempotent: the new subscription's own
 * webhooks may have recorded it first.
 */
export async function openUpgrade(
  deps: TBillingDeps,
  pending: TPendingUpgrade,
  charge: TPaystackTransaction,
) {
  const code = pending.plan as TPlanCode;
  const plan = PLANS[code];
  return withUserLock(deps.db, pending.userId, async (tx) => {
    const card = cardOf(charge.authorization);
    if (card) await saveAuthorization(tx, pending.userId, card);
    const old = await findSubscriptionById(tx, pending.oldId);
    const live = await findLiveSubscription(tx, pending.userId);
    if (old && live?.id === old.id) {
      await updateSubscription(tx, old.id, { status: 'cancelled', endedAt: new Date() });
      await stopLater(tx, old);
    } else if (live && live.planCode !== code) {
      // Something else went live meanwhile: this upgrade replaces it too, never two charging.
      await updateSubscription(tx, live.id, { status: 'cancelled', endedAt: new Date() });
      await stopLater(tx, live);
    }
    const mine =
      (pending.code ? await findSubscriptionByCode(tx, pending.code) : null) ??
      (live?.planCode === code ? live : null);
    const fields = {
      status: 'active' as const,
      lastChargeReference: charge.reference,
      ...(card ? { cardLast4: card.last4, cardBrand: card.brand } : {}),
    };
    if (mine) await updateSubscription(tx, mine.id, fields);
    else {
      await insertSubscription(tx, {
        userId: pending.userId,
        planCode: code,
        tier: plan.tier,
        interval: plan.interval,
        providerSubscriptionCode: pending.code,
        providerCustomerCode: charge.customer.customer_code,
        // Until its subscription.create brings Paystack's date: a period from the charge.
        nextPaymentDate: addInterval(
          charge.paid_at ? new Date(charge.paid_at) : new Date(),
          plan.interval,
        ),
        ...fields,
      });
    }
    const refund =
      old?.lastChargeReference && old.nextPaymentDate
        ? unusedAmount(
            old.planCode as TPlanCode,
            old.nextPaymentDate,
            new Date(pending.since),
            pending.paid ?? undefined,
          )
        : 0;
    // The charge's tax invoice while VAT is on (decisions/044), in the charge's transaction.
    await issueInvoice(tx, deps.vat, {
      userId: pending.userId,
      reference: charge.reference,
      amount: charge.amount,
      currency: charge.currency,
      purchase: code,
      paidAt: charge.paid_at ? new Date(charge.paid_at) : new Date(),
    });
    // The charge's receipt and the refund in one message, under the receipt's key: the
    // charge.success of this charge finds it told.
    await notifyLearner(tx, {
      userId: pending.userId,
      key: `receipt:${charge.reference}`,
      kind: 'upgraded',
      purchase: code,
      from: old?.planCode ?? live?.planCode ?? code,
      reference: charge.reference,
      amount: charge.amount,
      currency: charge.currency,
      paidAt: (charge.paid_at ? new Date(charge.paid_at) : new Date()).toISOString(),
      cardLast4: card?.last4 ?? null,
      refund: old?.lastChargeReference ? refund : 0,
    });
    if (old?.lastChargeReference && refund > 0) {
      await enqueue(
        tx,
        refundJob,
        { reference: old.lastChargeReference, amount: refund, requestedAt: pending.since },
        { dedupeKey: `refund:${old.id}` },
      );
    }
    return refund;
  });
}

/**
 * Decides an upgrade later (`billing.settle-upgrade`): the first charge found opens it; a new
 * subscription Paystack holds without a successful first charge (declined, in `attention`) is
 * stopped and the learner keeps the old plan; no answer yet is retried with back-off.
 */
export async function settleUpgrade(deps: TBillingDeps, pending: TPendingUpgrade) {
  const charge = await findFirstCharge(deps, pending);
  if (charge) return `opened; ${await openUpgrade(deps, pending, charge)} refunded`;
  if (pending.code) {
    const remote = await deps.provider.client.fetchSubscription(pending.code);
    if (remote.status === 'attention' && remote.email_token) {
      await deps.provider.client.disableSubscription({
        code: pending.code,
        token: remote.email_token,
      });
      return 'first charge declined; the old plan stays';
    }
  }
  throw new Error(`no first charge yet for ${pending.plan}; asking Paystack again later`);
}

/** The settle job's dedupe key without its time: one upgrade from one row to one plan. */
const settleDedupePrefix = (oldId: string, plan: string) => `settle-upgrade:${oldId}:${plan}`;

export function enqueueSettle(deps: TBillingDeps, pending: TPendingUpgrade) {
  return enqueue(deps.db, settleUpgradeJob, pending, {
    dedupeKey: `${settleDedupePrefix(pending.oldId, pending.plan)}:${pending.since}`,
    maxAttempts: 8,
  });
}

/**
 * An upgrade from `oldId` to `plan` still waits for its first charge (its settle job is queued):
 * the new subscription's subscription.create must not open the tier before that charge.
 */
export function upgradeAwaitsCharge(tx: TDb, oldId: string, plan: string) {
  return hasUnfinishedJob(tx, settleUpgradeJob, {
    dedupeKeyPrefix: `${settleDedupePrefix(oldId, plan)}:`,
  });
}
