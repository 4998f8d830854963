import {
  addInterval,
  checkChargeForPlan,
  isPurchaseCode,
  OFFER_CODE,
  PLANS,
  purchasePrice,
  type TPlanCode,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import type {
  TPaystackAuthorization,
  TPaystackTransaction,
} from '../../../payments/paystack-client.ts';
import { stopSubscriptionJob } from '../jobs/index.ts';
import {
  findCheckout,
  findLiveSubscription,
  findUserByEmail,
  insertSubscription,
  planWaitKey,
  saveAuthorization,
  setLifetimeAccess,
  type TBillingDeps,
  type TCardInput,
  type TSubscriptionRow,
  updateCheckout,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';
import { boughtNothing, refundDuplicate } from './duplicates.ts';

/** Why a payment may not grant anything (core's rule), or null when it paid exactly the price. */
export function priceProblem(
  expected: { code: string; amount: number; currency: string },
  amount: number,
  currency: string,
): string | null {
  const check = checkChargeForPlan(expected, amount, currency);
  return check.ok ? null : check.reason;
}

/**
 * A renewal may be at today's price or at the older price the learner subscribed at (a plan
 * whose price changed keeps its subscribers on the old Paystack plan).
 */
export async function renewalPriceProblem(
  deps: TBillingDeps,
  code: TPlanCode,
  amount: number,
  currency: string,
) {
  const plan = PLANS[code];
  const accepted = await deps.provider.acceptedAmounts(code);
  return priceProblem(accepted.includes(amount) ? { ...plan, amount } : plan, amount, currency);
}

export function cardOf(auth: TPaystackAuthorization | null | undefined): TCardInput | null {
  if (!auth?.authorization_code || !auth.last4) return null;
  return {
    authorizationCode: auth.authorization_code,
    last4: auth.last4,
    brand: auth.brand?.trim() ?? '',
    expMonth: auth.exp_month ?? '',
    expYear: auth.exp_year ?? '',
    reusable: auth.reusable !== false,
  };
}

/**
 * A subscription the learner no longer holds is stopped at Paystack too: a job, enqueued in
 * the same transaction that ended it, so it happens once the change is committed.
 */
export async function stopLater(tx: TDb, row: TSubscriptionRow) {
  await enqueue(
    tx,
    stopSubscriptionJob,
    { subscriptionId: row.id },
    { dedupeKey: `stop:${row.id}` },
  );
}

/** Ends the learner's current live subscription because another one takes its place. */
async function supersede(tx: TDb, live: TSubscriptionRow | null) {
  if (!live) return;
  await updateSubscription(tx, live.id, { status: 'cancelled', endedAt: new Date() });
  await stopLater(tx, live);
}

const planOfCharge = (charge: TPaystackTransaction) =>
  typeof charge.plan === 'string' ? charge.plan : (charge.plan?.plan_code ?? null);

/**
 * A successful (or failed) charge, from `charge.success` or from verifying the transaction when
 * the learner comes back. Both paths end here and the checkout's row lock makes the second one
 * a no-op, so whichever arrives first wins.
 */
export async function applyCharge(deps: TBillingDeps, charge: TPaystackTransaction) {
  const outcome = await applyChargeEvent(deps, charge);
  return typeof outcome === 'string' ? outcome : 'recorded: no live subscription on that plan yet';
}

/**
 * As `applyCharge`, for the charge.success event: a charge of a subscription we do not hold yet
 * (its subscription.create, or the upgrade that creates it, is still on the way) waits for the
 * learner's row on that plan instead of being dropped, so a later refund or dispute of it, or
 * the next upgrade's refund, finds it (ADR 006).
 */
export async function applyChargeEvent(
  deps: TBillingDeps,
  charge: TPaystackTransaction,
): Promise<string | { waitingFor: string }> {
  const found = await findCheckout(deps.db, charge.reference);
  if (!found) return applyRecurringCharge(deps, charge);
  if (charge.status !== 'success') {
    if (found.status === 'pending' && charge.status === 'failed') {
      await updateCheckout(deps.db, found.reference, {
        status: 'failed',
        message: charge.gateway_response || 'The payment was declined',
      });
    }
    return `checkout ${found.reference} is ${charge.status}`;
  }
  return withUserLock(deps.db, found.userId, async (tx) => {
    const co = await findCheckout(tx, found.reference, true);
    if (!co || co.status === 'success') return 'already fulfilled';
    if (!isPurchaseCode(co.purchase)) return `refused: unknown purchase ${co.purchase}`;
    const problem =
      priceProblem(
        { code: co.purchase, ...purchasePrice(co.purchase, deps.offer) },
        charge.amount,
        charge.currency,
      ) ?? priceProblem({ code: co.purchase, ...co }, charge.amount, charge.currency);
    if (problem) {
      await updateCheckout(tx, co.reference, {
        status: 'failed',
        message: 'The amount paid does not match the price; nothing was granted',
      });
      return `refused: ${problem}`;
    }
    const paidAt = charge.paid_at ? new Date(charge.paid_at) : new Date();
    const purchase = { ...co, purchase: co.purchase };
    const markPaid = () =>
      updateCheckout(tx, co.reference, {
        status: 'success',
        paidAt,
        message: 'Payment successful',
      });
    const card = cardOf(charge.authorization);
    if (card) await saveAuthorization(tx, co.userId, card);
    const live = await findLiveSubscription(tx, co.userId);
    // subscription.create may have come first: that row is this checkout's subscription.
    if (
      live &&
      co.purchase !== OFFER_CODE &&
      live.planCode === co.purchase &&
      live.checkoutReference === null &&
      live.createdAt.getTime() >= co.createdAt.getTime()
    ) {
      await markPaid();
      await updateSubscription(tx, live.id, {
        checkoutReference: co.reference,
        lastChargeReference: co.reference,
        cardLast4: card?.last4 ?? live.cardLast4,
        cardBrand: card?.brand ?? live.cardBrand,
      });
      return `${co.purchase} confirmed`;
    }
    // A second tab or a double click paid for what the first payment already gave: refunded.
    if (await boughtNothing(tx, purchase, live)) {
      return refundDuplicate(tx, purchase, paidAt, charge.customer.customer_code);
    }
    await markPaid();
    if (co.purchase === OFFER_CODE) {
      await setLifetimeAccess(tx, co.userId);
      // Lifetime creator access replaces a subscription: it stops charging (a job, once this
      // payment is committed).
      await supersede(tx, live);
      return live ? `lifetime access granted; ${live.planCode} stopped` : 'lifetime access granted';
    }
    const plan = PLANS[co.purchase];
    await supersede(tx, live);
    await insertSubscription(tx, {
      userId: co.userId,
      planCode: plan.code,
      tier: plan.tier,
      interval: plan.interval,
      status: 'active',
      checkoutReference: co.reference,
      lastChargeReference: co.reference,
      providerCustomerCode: charge.customer.customer_code,
      nextPaymentDate: addInterval(paidAt, plan.interval),
      cardLast4: card?.last4 ?? null,
      cardBrand: card?.brand ?? null,
    });
    return `${plan.code} started`;
  });
}

/** A charge we did not start: a renewal (or a plan change) on a subscription we know. */
async function applyRecurringCharge(deps: TBillingDeps, charge: TPaystackTransaction) {
  if (charge.status !== 'success') return 'ignored: not a successful charge';
  const providerPlan = planOfCharge(charge);
  const code = providerPlan ? await deps.provider.ourPlanCode(providerPlan) : null;
  if (!code) return 'ignored: no checkout of ours and no plan of ours';
  const problem = await renewalPriceProblem(deps, code, charge.amount, charge.currency);
  if (problem) return `refused: ${problem}`;
  const learner = await findUserByEmail(deps.db, charge.customer.email);
  if (!learner) return 'ignored: no such learner';
  return withUserLock(deps.db, learner.id, async (tx) => {
    const card = cardOf(charge.authorization);
    if (card) await saveAuthorization(tx, learner.id, card);
    const live = await findLiveSubscription(tx, learner.id);
    if (!live || live.planCode !== code) return { waitingFor: planWaitKey(learner.id, code) };
    await updateSubscription(tx, live.id, {
      status: live.status === 'attention' ? 'active' : live.status,
      lastChargeReference: charge.reference,
      cardLast4: card?.last4 ?? live.cardLast4,
      cardBrand: card?.brand ?? live.cardBrand,
    });
    return `${code} charge recorded`;
  });
}

export async function ourPlanOrNull(deps: TBillingDeps, providerPlanCode: string | undefined) {
  return providerPlanCode ? deps.provider.ourPlanCode(providerPlanCode) : null;
}

export type { TPlanCode };
