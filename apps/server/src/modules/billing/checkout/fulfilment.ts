import {
  addInterval,
  checkChargeForPlan,
  isLiveStatus,
  isPurchaseCode,
  OFFER_CODE,
  PLANS,
  purchasePrice,
  type TPlanCode,
} from '@thinkbuild/core';
import { isPassCode } from '@thinkbuild/core/passes';
import type { TDb } from '../../../db/client.ts';
import type {
  TPaystackAuthorization,
  TPaystackTransaction,
} from '../../../payments/paystack-client.ts';
import { couponDiscountOf } from '../coupons/uses-repo.ts';
import { issueInvoice, type TVatIssuer } from '../invoices/index.ts';
import { notifyLearner } from '../notices/index.ts';
import { fulfilPass } from '../passes/fulfil.ts';
import { supersedePasses } from '../passes/superseded.ts';
import {
  findCheckout,
  findEndedButPaid,
  findLiveSubscription,
  findSubscriptionByCharge,
  findSubscriptionById,
  findUserByEmail,
  insertSubscription,
  planWaitKey,
  saveAuthorization,
  setLifetimeAccess,
  type TBillingDeps,
  type TCardInput,
  updateCheckout,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';
import {
  endedSubscriptionsCharged,
  RENEWAL_AFTER_END_OUTCOME,
  refundedAsRenewalAfterEnd,
  refundRenewalAfterEnd,
} from './after-end.ts';
import { boughtNothing, refundDuplicate } from './duplicates.ts';
import { supersede } from './superseded.ts';

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
 * The learner's receipt for a successful charge, once per charge, and its tax invoice while VAT
 * is on (decisions/044), both in the charge's transaction.
 */
async function tellReceipt(
  tx: TDb,
  vat: TVatIssuer,
  userId: string,
  charge: TPaystackTransaction,
  purchase: string,
  renewal: boolean,
) {
  const paidAt = charge.paid_at ? new Date(charge.paid_at) : new Date();
  const { reference, amount, currency } = charge;
  await issueInvoice(tx, vat, { userId, reference, amount, currency, purchase, paidAt });
  return notifyLearner(tx, {
    userId,
    key: `receipt:${charge.reference}`,
    kind: 'receipt',
    reference: charge.reference,
    amount: charge.amount,
    currency: charge.currency,
    purchase,
    paidAt: (charge.paid_at ? new Date(charge.paid_at) : new Date()).toISOString(),
    cardLast4: charge.authorization?.last4 || null,
    renewal,
  });
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
    const pass = isPassCode(co.purchase);
    if (!pass && !isPurchaseCode(co.purchase)) {
      return `refused: unknown purchase ${co.purchase}`;
    }
    // A pass's price is the server's quote when the checkout started (an upgrade's credit and a
    // coupon taken off the list price); a plan costs its list price, the offer its list price
    // less what its coupon use took off (a plan never has one).
    const off = co.discount > 0 ? await couponDiscountOf(tx, co.reference) : 0;
    const listed = isPurchaseCode(co.purchase) && purchasePrice(co.purchase, deps.offer);
    const problem =
      (listed
        ? priceProblem(
            { code: co.purchase, ...listed, amount: listed.amount - off },
            charge.amount,
            charge.currency,
          )
        : null) ?? priceProblem({ code: co.purchase, ...co }, charge.amount, charge.currency);
    if (problem) {
      await updateCheckout(tx, co.reference, {
        status: 'failed',
        message: 'The amount paid does not match the price; nothing was granted',
      });
      return `refused: ${problem}`;
    }
    const paidAt = charge.paid_at ? new Date(charge.paid_at) : new Date();
    const markPaid = async () => {
      await updateCheckout(tx, co.reference, {
        status: 'success',
        paidAt,
        message: 'Payment successful',
        channel: charge.channel ?? null,
      });
      await tellReceipt(tx, deps.vat, co.userId, charge, co.purchase, false);
    };
    const card = cardOf(charge.authorization);
    if (card) await saveAuthorization(tx, co.userId, card);
    if (isPassCode(co.purchase)) {
      return fulfilPass(tx, deps, { ...co, purchase: co.purchase }, charge, paidAt, markPaid);
    }
    if (!isPurchaseCode(co.purchase)) return `refused: unknown purchase ${co.purchase}`;
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
    const purchase = { ...co, purchase: co.purchase };
    // A second tab or a double click paid for what the first payment already gave: refunded.
    if (await boughtNothing(tx, purchase, live)) {
      return refundDuplicate(tx, purchase, paidAt, charge.customer.customer_code);
    }
    await markPaid();
    if (co.purchase === OFFER_CODE) {
      await setLifetimeAccess(tx, co.userId);
      // Lifetime creator access replaces a subscription: it stops charging (a job, once this
      // payment is committed) and the unused part of its period is refunded (decisions/028), as
      // the rest of one that ended with paid time left.
      const held = live ?? (await findEndedButPaid(tx, co.userId, co.createdAt));
      const refunded = await supersede(tx, held, purchase);
      // A pass stops too, its unused days refunded (passes/superseded.ts).
      const passes = await supersedePasses(tx, co.userId, co, deps.timeZone);
      const passText = passes > 0 ? `; passes stopped, ${passes} refunded` : '';
      return held
        ? `lifetime access granted; ${held.planCode} stopped, ${refunded} refunded${passText}`
        : `lifetime access granted${passText}`;
    }
    const plan = PLANS[co.purchase];
    // A live subscription this payment replaces (a lower tier paid in another tab, or the plan
    // changed on a checkout): stopped, its unused part refunded (decisions/028).
    const refunded = live ? await supersede(tx, live, purchase) : 0;
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
    return live
      ? `${plan.code} started; ${live.planCode} stopped, ${refunded} refunded`
      : `${plan.code} started`;
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
  // A charge on a plan the learner no longer holds may be a renewal of one we ended: Paystack
  // is asked which of its subscriptions it can be from, before the lock (after-end.ts).
  const held = await findLiveSubscription(deps.db, learner.id);
  const ended =
    held?.planCode === code || (await findSubscriptionByCharge(deps.db, charge.reference))
      ? []
      : await endedSubscriptionsCharged(deps, charge.customer.customer_code, providerPlan ?? '');
  return withUserLock(deps.db, learner.id, async (tx) => {
    const card = cardOf(charge.authorization);
    if (card) await saveAuthorization(tx, learner.id, card);
    const live = await findLiveSubscription(tx, learner.id);
    if (!live || live.planCode !== code) {
      if (await refundedAsRenewalAfterEnd(tx, charge.reference)) return RENEWAL_AFTER_END_OUTCOME;
      const still = await Promise.all(ended.map((r) => findSubscriptionById(tx, r.id)));
      if (ended.length > 0 && still.every((r) => r && !isLiveStatus(r.status))) {
        return refundRenewalAfterEnd(tx, ended, charge);
      }
      return { waitingFor: planWaitKey(learner.id, code) };
    }
    await updateSubscription(tx, live.id, {
      status: live.status === 'attention' ? 'active' : live.status,
      lastChargeReference: charge.reference,
      cardLast4: card?.last4 ?? live.cardLast4,
      cardBrand: card?.brand ?? live.cardBrand,
    });
    await tellReceipt(tx, deps.vat, learner.id, charge, code, true);
    return `${code} charge recorded`;
  });
}

export async function ourPlanOrNull(deps: TBillingDeps, providerPlanCode: string | undefined) {
  return providerPlanCode ? deps.provider.ourPlanCode(providerPlanCode) : null;
}

export type { TPlanCode };
