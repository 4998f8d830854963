import { isLiveStatus } from '@thinkbuild/core';
import {
  PaymentProviderError,
  type TPaystackCustomerSubscription,
  ZPaystackCustomerSubscription,
} from '../../../payments/paystack-client.ts';
import { findSubscriptionByCode, type TBillingDeps } from '../shared/index.ts';

/** Our clock and Paystack's may differ a little: a look-back window starts this much earlier. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/** What a `POST /subscription` that got an answer tells us, whoever found it out. */
export type TCreated = {
  subscription_code: string;
  email_token: string | null;
  next_payment_date: string | null;
};

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
