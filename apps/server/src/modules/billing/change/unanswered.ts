import { isLiveStatus, type TPlanCode } from '@thinkbuild/core';
import {
  PaymentProviderError,
  type TPaystackCustomerSubscription,
  ZPaystackCustomerSubscription,
} from '../../../payments/paystack-client.ts';
import type { TPendingChange } from '../jobs/index.ts';
import { findSubscriptionByCode, type TBillingDeps } from '../shared/index.ts';
import { recordChange, type TCreated } from './record.ts';

/** Our clock and Paystack's may differ a little: a look-back window starts this much earlier. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * Asking Paystack about a create that got no answer: Paystack made it (`created`), Paystack
 * answered that it did not (`none`), or Paystack could not be asked either (`unknown`).
 */
export type TCreateOutcome =
  | { kind: 'created'; created: TCreated }
  | { kind: 'none' }
  | { kind: 'unknown' };

const planCodeOf = (plan: TPaystackCustomerSubscription['plan']) =>
  plan && typeof plan === 'object' ? (plan.plan_code ?? null) : null;

/**
 * A `POST /subscription` to `providerPlan` for `email`, started at `since`, got no answer: the
 * customer's subscriptions at Paystack say whether it was made (a live one on that plan, created
 * since then, that we do not hold yet). A listing that gives the plan as an id only is read
 * again subscription by subscription.
 */
export async function askPaystackAboutCreate(
  deps: TBillingDeps,
  input: { email: string; providerPlan: string; since: Date },
): Promise<TCreateOutcome> {
  const from = input.since.getTime() - CLOCK_SKEW_MS;
  try {
    const listed = await deps.provider.client.customerSubscriptions(input.email);
    const recent = listed
      .filter((s) => isLiveStatus(s.status))
      .filter((s) => !s.createdAt || Date.parse(s.createdAt) >= from)
      .sort((a, b) => Date.parse(b.createdAt ?? '') - Date.parse(a.createdAt ?? ''));
    for (const candidate of recent) {
      if (await findSubscriptionByCode(deps.db, candidate.subscription_code)) continue;
      let plan = planCodeOf(candidate.plan);
      if (plan === null) {
        const full = await deps.provider.client.fetchSubscription(candidate.subscription_code);
        plan = planCodeOf(ZPaystackCustomerSubscription.shape.plan.safeParse(full.plan).data);
      }
      if (plan !== input.providerPlan) continue;
      return {
        kind: 'created',
        created: {
          subscription_code: candidate.subscription_code,
          email_token: candidate.email_token ?? null,
          next_payment_date: candidate.next_payment_date ?? null,
        },
      };
    }
    return { kind: 'none' };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    deps.log.warn({ err: error }, 'could not ask Paystack whether a subscription was created');
    return { kind: 'unknown' };
  }
}

/**
 * Decides a scheduled change later (`billing.settle-change`): Paystack made it, so it is
 * recorded; Paystack made nothing, so the old subscription renews again as it did; no answer
 * yet is retried with back-off.
 */
export async function settleChange(deps: TBillingDeps, pending: TPendingChange) {
  const asked = await askPaystackAboutCreate(deps, {
    email: pending.email,
    providerPlan: pending.providerPlan,
    since: new Date(pending.since),
  });
  if (asked.kind === 'unknown') {
    throw new Error(`no word yet on the change to ${pending.plan}; asking Paystack again later`);
  }
  if (asked.kind === 'none') {
    if (pending.reenable) await deps.provider.client.enableSubscription(pending.reenable);
    return 'not made at Paystack; the old plan renews again';
  }
  await recordChange(deps, {
    userId: pending.userId,
    heldId: pending.oldId,
    plan: pending.plan as TPlanCode,
    created: asked.created,
    startsAt: pending.startsOn ? new Date(pending.startsOn) : null,
    card: pending.card,
  });
  return `recorded ${asked.created.subscription_code}`;
}
