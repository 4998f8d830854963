import { failureForPaidPeriod, PLANS, type TPlanCode } from '@thinkbuild/core';
import { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { ZPaystackTransaction } from '../../../payments/paystack-client.ts';
import { changeAwaitsAnswer, upgradeAwaitsCharge } from '../change/index.ts';
import {
  applyChargeEvent,
  cardOf,
  linkDuplicate,
  ourPlanOrNull,
  RENEWAL_AFTER_END_OUTCOME,
  refundedAsRenewalAfterEnd,
  refundRenewalAfterEnd,
  renewalPriceProblem,
  stopLater,
} from '../checkout/index.ts';
import {
  applyDispute,
  applyRefundState,
  emailAboutCard,
  ZDisputeData,
  ZExpiringCards,
  ZRefundData,
} from '../refunds/index.ts';
import {
  findLiveSubscription,
  findSubscriptionByCode,
  findUserByEmail,
  insertSubscription,
  planWaitKey,
  saveAuthorization,
  settleWaitingCharge,
  type TBillingDeps,
  type TSubscriptionRow,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';
import { dateOrNull, isLive, ZSubscriptionData } from './event-data.ts';
import { applySubscriptionEnded } from './subscription-ended.ts';

/** What applying an event did, or the subscription code it waits for. */
export type TEventOutcome = string | { waitingFor: string };

const ZInvoiceData = z.looseObject({
  amount: z.number(),
  status: z.string().nullish(),
  paid: z.boolean().nullish(),
  subscription: z.looseObject({
    subscription_code: z.string(),
    email_token: z.string().nullish(),
    next_payment_date: z.string().nullish(),
  }),
  invoice_code: z.string().nullish(),
  transaction: z
    .looseObject({
      currency: z.string().optional(),
      reference: z.string().optional(),
      amount: z.number().optional(),
    })
    .nullish(),
});

type TInvoiceData = z.infer<typeof ZInvoiceData>;

async function applySubscriptionCreated(
  deps: TBillingDeps,
  data: z.infer<typeof ZSubscriptionData>,
) {
  const code = await ourPlanOrNull(deps, data.plan.plan_code);
  if (!code) return `ignored: ${data.plan.plan_code} is not one of our plans`;
  const problem = await renewalPriceProblem(
    deps,
    code,
    data.amount ?? data.plan.amount,
    data.plan.currency,
  );
  if (problem) return `refused: ${problem}`;
  const learner = await findUserByEmail(deps.db, data.customer.email);
  if (!learner) return 'ignored: no such learner';
  const plan = PLANS[code];
  const card = cardOf(data.authorization);
  const fields = {
    providerSubscriptionCode: data.subscription_code,
    providerEmailToken: data.email_token ?? null,
    providerCustomerCode: data.customer.customer_code,
    nextPaymentDate: dateOrNull(data.next_payment_date),
    ...(card ? { cardLast4: card.last4, cardBrand: card.brand } : {}),
  };
  return withUserLock(deps.db, learner.id, async (tx) => {
    if (card) await saveAuthorization(tx, learner.id, card);
    const known = await findSubscriptionByCode(tx, data.subscription_code);
    if (known) {
      await updateSubscription(tx, known.id, {
        providerEmailToken: fields.providerEmailToken ?? known.providerEmailToken,
        nextPaymentDate: fields.nextPaymentDate ?? known.nextPaymentDate,
      });
      return `${code} already known`;
    }
    const live = await findLiveSubscription(tx, learner.id);
    // charge.success may have come first and started this subscription without its code.
    if (live && live.providerSubscriptionCode === null && live.planCode === code) {
      await updateSubscription(tx, live.id, {
        ...fields,
        nextPaymentDate: fields.nextPaymentDate ?? live.nextPaymentDate,
      });
      return `${code} linked`;
    }
    const duplicate = await linkDuplicate(tx, learner.id, code, live, fields);
    if (duplicate) {
      await stopLater(tx, duplicate);
      return `${code} stopped: it came with a payment for access already held`;
    }
    // An upgrade whose first charge is not confirmed yet: this waits for the row the upgrade
    // records once it is paid (change/upgrade.ts), and the old plan stays until then.
    // So does a scheduled change Paystack has not confirmed yet: the held plan's paid period
    // must not end here.
    if (
      live &&
      ((await upgradeAwaitsCharge(tx, live.id, code)) ||
        (await changeAwaitsAnswer(tx, live.id, code)))
    ) {
      return { waitingFor: planWaitKey(learner.id, code) };
    }
    if (live) {
      await updateSubscription(tx, live.id, { status: 'cancelled', endedAt: new Date() });
      await stopLater(tx, live);
    }
    await insertSubscription(tx, {
      userId: learner.id,
      planCode: code,
      tier: plan.tier,
      interval: plan.interval,
      status: 'active',
      ...fields,
    });
    return `${code} started`;
  });
}

/**
 * A paid renewal of a subscription we had ended (after-end.ts): refunded in full and stopped
 * again; its charge.success, parked or still to come, is settled with it. Null: not such a one
 * (unpaid, or the charge that row already holds).
 */
async function renewalAfterEnd(tx: TDb, row: TSubscriptionRow, data: TInvoiceData) {
  const reference = data.transaction?.reference;
  if (!data.paid || data.status !== 'success' || !reference) return null;
  if (reference === row.lastChargeReference || reference === row.checkoutReference) return null;
  const amount = data.transaction?.amount ?? data.amount;
  const outcome = (await refundedAsRenewalAfterEnd(tx, reference))
    ? RENEWAL_AFTER_END_OUTCOME
    : await refundRenewalAfterEnd(tx, [row], { reference, amount });
  await settleWaitingCharge(tx, reference, outcome);
  return outcome;
}

async function applyInvoice(deps: TBillingDeps, event: string, data: TInvoiceData) {
  const row = await findSubscriptionByCode(deps.db, data.subscription.subscription_code);
  if (!row) return { waitingFor: data.subscription.subscription_code };
  const token = data.subscription.email_token;
  // invoice.create and invoice.payment_failed carry the email token subscription.create lacks.
  if (token && !row.providerEmailToken) {
    await updateSubscription(deps.db, row.id, { providerEmailToken: token });
  }
  if (event === 'invoice.create') return 'noted: renewal invoice created';
  const plan = PLANS[row.planCode as TPlanCode];
  const currency = data.transaction?.currency ?? plan.currency;
  // Asked before the lock: the provider is never called inside a transaction.
  const problem = await renewalPriceProblem(deps, plan.code, data.amount, currency);
  return withUserLock(deps.db, row.userId, async (tx) => {
    const now = await findSubscriptionByCode(tx, data.subscription.subscription_code);
    if (now && !isLive(now) && event === 'invoice.update') {
      const after = await renewalAfterEnd(tx, now, data);
      if (after) return after;
    }
    if (!now || !isLive(now)) return `ignored: subscription is ${now?.status ?? 'gone'}`;
    if (event === 'invoice.payment_failed') {
      const late = failureForPaidPeriod({
        dueAt: dateOrNull(data.subscription.next_payment_date),
        paidUntil: now.status === 'attention' ? null : now.nextPaymentDate,
      });
      if (late) return 'ignored: a failed try for a period since paid';
      await updateSubscription(tx, now.id, { status: 'attention' });
      await emailAboutCard(
        { ...deps, db: tx },
        now.providerSubscriptionCode ?? '',
        'failed',
        data.invoice_code ?? `${now.id}:${Date.now()}`,
      );
      return 'attention: renewal failed; learner emailed';
    }
    if (!data.paid || data.status !== 'success') return 'noted: invoice not paid yet';
    if (data.transaction?.reference) {
      await updateSubscription(tx, now.id, { lastChargeReference: data.transaction.reference });
    }
    if (problem) return `refused: ${problem}`;
    await updateSubscription(tx, now.id, {
      status: now.status === 'attention' ? 'active' : now.status,
      nextPaymentDate: dateOrNull(data.subscription.next_payment_date) ?? now.nextPaymentDate,
    });
    return 'renewed';
  });
}

/**
 * Applies one stored event to our records. Paystack is asked only for plan codes and, before a
 * not_renew or a disable is applied, for the subscription's current status.
 */
export async function dispatch(
  deps: TBillingDeps,
  event: string,
  data: unknown,
): Promise<TEventOutcome> {
  const shape = <T>(schema: z.ZodType<T>) => schema.safeParse(data);
  switch (event) {
    case 'charge.success': {
      const parsed = shape(ZPaystackTransaction);
      return parsed.success ? applyChargeEvent(deps, parsed.data) : 'ignored: unexpected shape';
    }
    case 'subscription.create':
    case 'subscription.not_renew':
    case 'subscription.disable': {
      const parsed = shape(ZSubscriptionData);
      if (!parsed.success) return 'ignored: unexpected shape';
      return event === 'subscription.create'
        ? applySubscriptionCreated(deps, parsed.data)
        : applySubscriptionEnded(deps, event, parsed.data);
    }
    case 'invoice.create':
    case 'invoice.update':
    case 'invoice.payment_failed': {
      const parsed = shape(ZInvoiceData);
      return parsed.success ? applyInvoice(deps, event, parsed.data) : 'ignored: unexpected shape';
    }
    case 'refund.pending':
    case 'refund.processing':
    case 'refund.processed':
    case 'refund.failed':
    case 'refund.needs-attention': {
      const parsed = shape(ZRefundData);
      if (!parsed.success) return 'ignored: unexpected shape';
      // The event's name is the state it reports (its data.status says the same).
      return applyRefundState(deps, parsed.data, event.slice('refund.'.length));
    }
    case 'charge.dispute.create':
    case 'charge.dispute.remind':
    case 'charge.dispute.resolve': {
      const parsed = shape(ZDisputeData);
      if (!parsed.success) return 'ignored: unexpected shape';
      return applyDispute(deps, event, parsed.data);
    }
    case 'subscription.expiring_cards': {
      const parsed = shape(ZExpiringCards);
      if (!parsed.success) return 'ignored: unexpected shape';
      let emailed = 0;
      for (const card of parsed.data) {
        const code = card.subscription.subscription_code;
        if (await emailAboutCard(deps, code, 'expiring', `${code}:${card.expiry_date}`)) emailed++;
      }
      return emailed > 0
        ? `expiring cards: ${emailed} learner(s) emailed`
        : 'ignored: no subscription of ours has an expiring card';
    }
    default:
      return `ignored: ${event} is not handled`;
  }
}
