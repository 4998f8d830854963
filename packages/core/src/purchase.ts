import {
  isPlanCode,
  OFFER_CODE,
  PLANS,
  planLabel,
  type TPurchaseCode,
  type TSubscriptionStatus,
} from './billing.ts';
import { ROLE_LABELS, TIERS } from './roles.ts';

/**
 * Never take money for nothing (docs/decisions/006-payments-sandbox-and-webhooks.md, "Access
 * already held"): one rule, used by the server before any Paystack call and by the browser to
 * show what the learner holds instead of a pay button.
 */

/** What a learner holds: lifetime access, and their live subscription if any. */
export type THeldAccess = {
  lifetimeAccess: boolean;
  subscription: { plan: string; status: TSubscriptionStatus } | null;
};

export type TPurchaseCheck = { ok: true } | { ok: false; message: string };

export const LIFETIME_HELD_MESSAGE =
  'You already have lifetime Creator access: every section is open to you.';

/**
 * The note a checkout carries when its payment bought nothing new (a second tab, a double
 * click): the payment is refunded in full and takes nothing back when the refund arrives.
 */
export const DUPLICATE_REFUND_NOTE =
  'You already had this access from an earlier payment, so this payment is refunded in full.';

/** A subscription in these statuses holds its tier now (attention is a failing renewal). */
const HOLDING: readonly TSubscriptionStatus[] = ['active', 'non-renewing'];

const tierRank = (plan: string) => (isPlanCode(plan) ? TIERS.indexOf(PLANS[plan].tier) : -1);

/**
 * Would buying `purchase` on a new checkout raise the learner's access? Not for a lifetime
 * learner (every section is already open, for life), nor for a plan on the same or a lower tier
 * than the subscription they hold. The offer raises anything but lifetime access: it is
 * creator level for life, with nothing to renew.
 */
export function purchaseRaisesAccess(held: THeldAccess, purchase: TPurchaseCode): TPurchaseCheck {
  if (held.lifetimeAccess) return { ok: false, message: LIFETIME_HELD_MESSAGE };
  if (purchase === OFFER_CODE) return { ok: true };
  const sub = held.subscription;
  if (!sub || !HOLDING.includes(sub.status) || !isPlanCode(sub.plan)) return { ok: true };
  if (tierRank(purchase) > tierRank(sub.plan)) return { ok: true };
  const have = `You already have the ${planLabel(sub.plan)} subscription`;
  const target = PLANS[purchase];
  if (sub.plan === purchase) {
    return { ok: false, message: `${have}. To change it, go to your account page.` };
  }
  if (PLANS[sub.plan].tier === target.tier) {
    return {
      ok: false,
      message: `${have}. To pay ${target.interval} instead, change it on your account page.`,
    };
  }
  return {
    ok: false,
    message: `${have}, which includes everything in ${ROLE_LABELS[target.tier]}. To change it, go to your account page.`,
  };
}

/**
 * May a learner change their subscription to another plan? A lifetime learner gains nothing
 * from any plan (a change would only charge again); everyone else may switch, and the change
 * rules (core `planChange`) decide what is paid and when.
 */
export function changeRaisesAccess(held: THeldAccess): TPurchaseCheck {
  if (!held.lifetimeAccess) return { ok: true };
  // A founding member never had a subscription: nothing to cancel either.
  const cancel = held.subscription
    ? '; you can cancel your subscription on your account page.'
    : '.';
  return { ok: false, message: `${LIFETIME_HELD_MESSAGE} No plan adds anything${cancel}` };
}
