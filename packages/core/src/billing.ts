import { formatDate, formatMoney } from './format.ts';
import { isPassCode, monthsText, PASSES, passName } from './passes.ts';
import {
  ANNUAL_PRICES,
  CURRENCY,
  MONTHLY_PRICES,
  ONCE_OFF_OFFER,
  planCode,
  type TInterval,
  toSubunits,
} from './plans.ts';
import { ROLE_LABELS, TIERS, type TTier } from './roles.ts';

export type TPlanCode = ReturnType<typeof planCode>;

export type TPlan = {
  code: TPlanCode;
  tier: TTier;
  interval: TInterval;
  /** Whole rand, as shown. */
  price: number;
  /** What Paystack charges, in subunits (cents). */
  amount: number;
  currency: typeof CURRENCY;
};

/** The six subscription plans of SPEC.md §9, by code. */
export const PLANS: Record<TPlanCode, TPlan> = Object.fromEntries(
  TIERS.flatMap((tier) =>
    (['monthly', 'annually'] as const).map((interval) => {
      const price = (interval === 'monthly' ? MONTHLY_PRICES : ANNUAL_PRICES)[tier];
      const code = planCode(tier, interval);
      return [code, { code, tier, interval, price, amount: toSubunits(price), currency: CURRENCY }];
    }),
  ),
) as Record<TPlanCode, TPlan>;

export const isPlanCode = (value: unknown): value is TPlanCode =>
  typeof value === 'string' && Object.hasOwn(PLANS, value);

export type TChargeCheck = { ok: true } | { ok: false; reason: string };

/**
 * A payment may grant a plan only if it paid that plan's price in its currency. Paystack's NGN
 * documentation samples, for instance, must never unlock anything.
 */
export function checkChargeForPlan(
  plan: Pick<TPlan, 'amount'> & { code: string; currency: string },
  amount: number,
  currency: string,
): TChargeCheck {
  if (currency.toUpperCase() !== plan.currency) {
    return {
      ok: false,
      reason: `currency ${currency} is not ${plan.currency} for plan ${plan.code}`,
    };
  }
  if (amount !== plan.amount) {
    return {
      ok: false,
      reason: `amount ${amount} is not ${plan.amount} (${plan.currency} subunits) for plan ${plan.code}`,
    };
  }
  return { ok: true };
}

/**
 * The once-off special offer (SPEC.md §9): one payment, lifetime creator-level access. SPEC
 * markets it as $27, "50% Off"; most South African Paystack merchants cannot take USD, so by
 * default it is charged in rand at half the Creator annual price (R2 000 for R4 000). OFFER_AMOUNT
 * and OFFER_CURRENCY change it (USD 2700 for SPEC's $27, on a merchant enabled for USD).
 */
export const OFFER_CODE = 'offer';
export type TOfferCode = typeof OFFER_CODE;
export const OFFER = {
  code: OFFER_CODE,
  /** What Paystack charges, in subunits (cents): half of Creator annually. */
  amount: toSubunits(ANNUAL_PRICES.creator) / ONCE_OFF_OFFER.priceDivisor,
  currency: CURRENCY,
} as const;

/** What a learner can buy: one of the six plans, or the once-off offer. */
export type TPurchaseCode = TPlanCode | TOfferCode;
export const isPurchaseCode = (value: unknown): value is TPurchaseCode =>
  value === OFFER_CODE || isPlanCode(value);

/** An amount in subunits and its currency. */
export type TPrice = { amount: number; currency: string };

/**
 * The price a purchase must be paid with, whatever it is. The offer's price is a setting
 * (OFFER_AMOUNT, OFFER_CURRENCY), R2 000 by default.
 */
export function purchasePrice(code: TPurchaseCode, offer: TPrice = OFFER): TPrice {
  return code === OFFER_CODE ? offer : PLANS[code];
}

export const SUBSCRIPTION_STATUSES = [
  'active',
  'non-renewing',
  'attention',
  'completed',
  'cancelled',
] as const;
export type TSubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * The statuses in which a subscription is still running at Paystack (it may charge again or is
 * in its last paid period): a learner holds at most one. Used in code and in SQL alike.
 */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'active',
  'non-renewing',
  'attention',
] as const satisfies readonly TSubscriptionStatus[];
export const isLiveStatus = (status: string): boolean =>
  (LIVE_SUBSCRIPTION_STATUSES as readonly string[]).includes(status);

/**
 * Days a learner keeps access after a failed renewal while Paystack retries the card (status
 * `attention`); Paystack disables the subscription when it gives up.
 */
export const ATTENTION_GRACE_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a subscription in this state still opens its tier: active always; non-renewing until
 * the paid period ends; attention for the grace days after the missed payment; never once
 * completed or cancelled.
 */
export function subscriptionGrantsAccess(
  status: TSubscriptionStatus,
  nextPaymentDate: Date | null,
  now: Date,
  /** Paid time left on a subscription that ended at Paystack (see `accessUntil`). */
  accessUntil: Date | null = null,
  /** A scheduled plan change opens nothing before it starts. */
  startsAt: Date | null = null,
): boolean {
  if (startsAt && startsAt.getTime() > now.getTime()) return false;
  if (accessUntil && accessUntil.getTime() > now.getTime()) return true;
  switch (status) {
    case 'active':
      return true;
    case 'non-renewing':
      return nextPaymentDate !== null && nextPaymentDate.getTime() > now.getTime();
    case 'attention':
      return (
        nextPaymentDate === null ||
        nextPaymentDate.getTime() + ATTENTION_GRACE_DAYS * DAY_MS > now.getTime()
      );
    default:
      return false;
  }
}

/**
 * When a subscription that will not charge again stops opening its tier: the paid date of a
 * non-renewing one, the grace days after a missed payment, the kept paid time of one that ended
 * at Paystack; null while it renews (active) or when nothing is left.
 */
export function accessEndsAt(
  status: TSubscriptionStatus,
  nextPaymentDate: Date | null,
  accessUntil: Date | null,
  now: Date,
): Date | null {
  if (accessUntil && accessUntil.getTime() > now.getTime()) return accessUntil;
  if (status === 'non-renewing') return nextPaymentDate;
  if (status === 'attention' && nextPaymentDate) {
    return new Date(nextPaymentDate.getTime() + ATTENTION_GRACE_DAYS * DAY_MS);
  }
  return null;
}

/**
 * What /account says a subscription is, in the learner's words and zone: "Cancelled — access
 * until 25 December 2026" once it will not renew, the grace date while a payment is retried.
 */
export function subscriptionStatusText(
  status: TSubscriptionStatus,
  /** From `accessEndsAt`, as ISO text (the customer answer's `access_until`). */
  accessEnds: string | null | undefined,
  timeZone: string,
): string {
  const until = formatPaymentDate(accessEnds, timeZone);
  switch (status) {
    case 'active':
      return 'Active: renews automatically';
    case 'non-renewing':
      return `Cancelled — access until ${until}`;
    case 'attention':
      return accessEnds
        ? `Payment failed — we are retrying your card; access until ${until}`
        : 'Payment failed — we are retrying your card';
    case 'cancelled':
      return accessEnds ? `Cancelled — access until ${until}` : 'Cancelled';
    default:
      return accessEnds ? `Cancelled — access until ${until}` : 'Ended';
  }
}

/** The next payment after `from` for a plan's interval (calendar month or year, in UTC). */
export function addInterval(from: Date, interval: TInterval): Date {
  const next = new Date(from.getTime());
  if (interval === 'monthly') {
    const day = next.getUTCDate();
    next.setUTCDate(1);
    next.setUTCMonth(next.getUTCMonth() + 1);
    // 31 January + 1 month is the last day of February, not 3 March.
    const last = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
    next.setUTCDate(Math.min(day, last));
  } else {
    const month = next.getUTCMonth();
    next.setUTCFullYear(next.getUTCFullYear() + 1);
    if (next.getUTCMonth() !== month) next.setUTCDate(0);
  }
  return next;
}

/** "22 December 2026" in the learner's zone (TIME_ZONE), or "N/A" without a date. */
export function formatPaymentDate(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return formatDate(date, timeZone);
}

/** "R4 000", "R213,33", "$27": a price as every page, message and mail writes it (format.ts). */
export const formatPrice = (price: TPrice): string => formatMoney(price.amount, price.currency);

/** The offer's words on /pricing and its checkout (SPEC.md §2), for the offer's price. */
export function offerText(price: TPrice) {
  return {
    badge: 'Special Offer',
    headline: 'Full Access Half The Price',
    discount: ONCE_OFF_OFFER.discountLabel,
    payment: `Once Off - ${formatPrice(price)} Payment`,
    price: formatPrice(price),
    usualPrice: formatPrice({ ...price, amount: price.amount * ONCE_OFF_OFFER.priceDivisor }),
  };
}

/** "Builder (monthly)": how the server names a plan in messages, mails and on Paystack. */
export function planLabel(code: TPlanCode): string {
  const plan = PLANS[code];
  return `${ROLE_LABELS[plan.tier]} (${plan.interval})`;
}

/**
 * "Builder — annually": how screens name what was bought (a plan or the once-off offer); an
 * unknown code (an old plan in the records) is shown as it is.
 */
export function purchaseLabel(code: string): string {
  if (code === OFFER_CODE) return 'Special offer — lifetime Creator access';
  if (isPassCode(code))
    return `${passName(PASSES[code].tier)} — ${monthsText(PASSES[code].months)}`;
  if (!isPlanCode(code)) return code;
  const { tier, interval } = PLANS[code];
  return `${ROLE_LABELS[tier]} — ${interval}`;
}
