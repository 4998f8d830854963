import { addMonths, daysBetween, nextDay, startOfDay } from './calendar-days.ts';
import { formatDate, formatMoney, isoDay } from './format.ts';
import { ANNUAL_PRICES, CURRENCY, MONTHLY_PRICES, toSubunits } from './plans.ts';
import { ROLE_LABELS, TIERS, type TTier } from './roles.ts';

/*
 * Prepaid passes (issue 43, docs/decisions/043-prepaid-passes.md): a tier bought once, for 1, 3
 * or 12 months, by any channel Paystack offers the merchant (card, Instant EFT, Capitec Pay, QR),
 * because Paystack renews subscriptions only on cards. A pass never renews. Its days are days of
 * the learner's calendar (Johannesburg's unless TIME_ZONE says otherwise).
 */

export const PASS_MONTHS = [1, 3, 12] as const;
export type TPassMonths = (typeof PASS_MONTHS)[number];

export type TPassCode = `pass-${TTier}-${TPassMonths}`;

export const passCode = (tier: TTier, months: TPassMonths): TPassCode => `pass-${tier}-${months}`;

export type TPass = {
  code: TPassCode;
  tier: TTier;
  months: TPassMonths;
  /** Whole rand, as shown. */
  price: number;
  /** What Paystack charges, in subunits (cents). */
  amount: number;
  currency: typeof CURRENCY;
};

/**
 * The price of a pass lives beside the subscriptions' (plans.ts), never apart: 1 and 3 months
 * cost the monthly price times the months, 12 months the annual price.
 */
export const passPrice = (tier: TTier, months: TPassMonths): number =>
  months === 12 ? ANNUAL_PRICES[tier] : MONTHLY_PRICES[tier] * months;

/** The nine passes, by code. */
export const PASSES: Record<TPassCode, TPass> = Object.fromEntries(
  TIERS.flatMap((tier) =>
    PASS_MONTHS.map((months) => {
      const code = passCode(tier, months);
      const price = passPrice(tier, months);
      return [
        code,
        { code, tier, months, price, amount: toSubunits(price), currency: CURRENCY },
      ] as const;
    }),
  ),
) as Record<TPassCode, TPass>;

export const isPassCode = (value: unknown): value is TPassCode =>
  typeof value === 'string' && Object.hasOwn(PASSES, value);

/** "Builder pass", as /account and receipts name a pass. */
export const passName = (tier: TTier) => `${ROLE_LABELS[tier]} pass`;

/** "3 months", "1 month". */
export const monthsText = (months: number) => `${months} month${months === 1 ? '' : 's'}`;

/**
 * A pass as the learner holds it: its tier, its first and last day (both inclusive) and what
 * was paid for it in subunits (credit on an upgrade is a share of that, never of a list price).
 */
export type THeldPass = { tier: TTier; startsOn: string; endsOn: string; paid: number };

/**
 * A pass bought on `startsOn` for `months` runs until the same day number that many months
 * later, inclusive: bought on 2 December for 3 months, "until 2 March". It gives its tier until
 * that day ends in the learner's zone.
 */
export const passEndsOn = (startsOn: string, months: number) => addMonths(startsOn, months);

/** The moment a pass stops giving its tier: when its last day ends in `timeZone`. */
export const passEndsAt = (endsOn: string, timeZone: string) =>
  startOfDay(nextDay(endsOn), timeZone);

/** Does the pass give its tier at `now`? From the start of its first day to the end of its last. */
export const passHolds = (
  pass: Pick<THeldPass, 'startsOn' | 'endsOn'>,
  now: Date,
  timeZone: string,
) => now >= startOfDay(pass.startsOn, timeZone) && now < passEndsAt(pass.endsOn, timeZone);

/**
 * The unused part of what a running pass paid, in subunits: its days from today on (today
 * included, as it is not yet used up) over all its days. The same share as a subscription's
 * upgrade (plan-change.ts `unusedAmount`), counted in the learner's calendar days.
 */
export function passCredit(pass: THeldPass, today: string): number {
  const total = daysBetween(pass.startsOn, pass.endsOn) + 1;
  const from = daysBetween(pass.startsOn, today) < 0 ? pass.startsOn : today;
  const left = Math.max(daysBetween(from, pass.endsOn) + 1, 0);
  return total > 0 ? Math.round((pass.paid * Math.min(left, total)) / total) : 0;
}

/** "Builder pass — until 2 March 2027", as /account reads. */
export const passStatusText = (tier: TTier, endsOn: string, timeZone: string) =>
  `${passName(tier)} — until ${formatDate(startOfDay(endsOn, timeZone), timeZone)}`;

/** What a learner holds that a pass must be weighed against (core purchase.ts's held access). */
export type TPassHeld = {
  lifetimeAccess: boolean;
  /** A subscription that still holds or may charge again (active, non-renewing, attention). */
  subscription: { planLabel: string; paidUntil: string | null } | null;
  /** The pass giving access now, if any. */
  pass: THeldPass | null;
};

export type TPassQuote =
  | {
      ok: true;
      /** new: none runs; extend: the same tier from its end; upgrade: a higher tier from today. */
      kind: 'new' | 'extend' | 'upgrade';
      code: TPassCode;
      startsOn: string;
      endsOn: string;
      /** The list price, in subunits. */
      price: number;
      /** The running pass's unused part, taken off the price (upgrade only), in subunits. */
      credit: number;
      /** What Paystack is asked for, in subunits. */
      payNow: number;
      /** What the learner reads before paying. */
      message: string;
    }
  | { ok: false; message: string };

/**
 * What buying pass `code` at `now` does, for a learner holding `held` (one rule, used by the
 * server before any Paystack call and by the browser to show the price):
 * - lifetime access: nothing to buy (every section is open for life);
 * - a subscription still running: refused, since both would charge for the same days;
 *   the learner cancels it and buys a pass when its paid period ends;
 * - no pass: the pass starts today;
 * - the same tier: it extends the running pass from its end date;
 * - a higher tier: an upgrade starting today, the running pass's unused part taken off the
 *   price; when that part is worth as much as the new pass, refused (a longer one is offered),
 *   so no paid day is lost;
 * - a lower tier: refused while the higher one runs (it would pay for days already held).
 */
export function quotePass(
  held: TPassHeld,
  code: TPassCode,
  now: Date,
  timeZone: string,
): TPassQuote {
  const pass = PASSES[code];
  const today = isoDay(now, timeZone);
  const name = `${passName(pass.tier)} for ${monthsText(pass.months)}`;
  if (held.lifetimeAccess) {
    return {
      ok: false,
      message: 'You already have lifetime Creator access: every section is open to you.',
    };
  }
  if (held.subscription) {
    const until = held.subscription.paidUntil
      ? ` Its paid period ends on ${formatDate(held.subscription.paidUntil, timeZone)}.`
      : '';
    return {
      ok: false,
      message: `You have the ${held.subscription.planLabel} subscription, which would charge for the same days. To pay by pass instead, cancel it on your account page and buy a pass when its paid period ends.${until}`,
    };
  }
  const running = held.pass && passHolds(held.pass, now, timeZone) ? held.pass : null;
  if (!running) {
    const endsOn = passEndsOn(today, pass.months);
    return {
      ok: true,
      kind: 'new',
      code,
      startsOn: today,
      endsOn,
      price: pass.amount,
      credit: 0,
      payNow: pass.amount,
      message: `${name}: ${formatMoney(pass.amount, pass.currency)}, until ${formatDate(startOfDay(endsOn, timeZone), timeZone)}. It does not renew.`,
    };
  }
  const rank = (tier: TTier) => TIERS.indexOf(tier);
  const until = (day: string) => formatDate(startOfDay(day, timeZone), timeZone);
  if (pass.tier === running.tier) {
    const endsOn = passEndsOn(running.endsOn, pass.months);
    return {
      ok: true,
      kind: 'extend',
      code,
      startsOn: nextDay(running.endsOn),
      endsOn,
      price: pass.amount,
      credit: 0,
      payNow: pass.amount,
      message: `${name}: ${formatMoney(pass.amount, pass.currency)}. Your ${passName(running.tier)} runs on from ${until(running.endsOn)} until ${until(endsOn)}.`,
    };
  }
  if (rank(pass.tier) < rank(running.tier)) {
    return {
      ok: false,
      message: `Your ${passName(running.tier)} runs until ${until(running.endsOn)} and includes everything in ${ROLE_LABELS[pass.tier]}. To keep going after it, buy another ${passName(running.tier)}.`,
    };
  }
  const credit = passCredit(running, today);
  if (credit >= pass.amount) {
    return {
      ok: false,
      message: `Your ${passName(running.tier)} still has ${formatMoney(credit, pass.currency)} of unused days, as much as this pass costs. Choose a longer ${passName(pass.tier)}, so none of them is lost.`,
    };
  }
  const endsOn = passEndsOn(today, pass.months);
  const payNow = pass.amount - credit;
  return {
    ok: true,
    kind: 'upgrade',
    code,
    startsOn: today,
    endsOn,
    price: pass.amount,
    credit,
    payNow,
    message: `${name}: ${formatMoney(pass.amount, pass.currency)}, less ${formatMoney(credit, pass.currency)} for the unused days of your ${passName(running.tier)}: you pay ${formatMoney(payNow, pass.currency)}, and it runs from today until ${until(endsOn)}.`,
  };
}

/**
 * May a learner start a subscription while a pass runs? Not one that would charge for days the
 * pass already paid: a subscription charges at once and Paystack's plan checkout takes no
 * credit. So it is refused, naming the day the pass ends; a higher tier is bought as a pass.
 */
export function subscriptionBesidePass(
  pass: THeldPass | null,
  now: Date,
  timeZone: string,
): { ok: true } | { ok: false; message: string } {
  if (!pass || !passHolds(pass, now, timeZone)) return { ok: true };
  return {
    ok: false,
    message: `Your ${passName(pass.tier)} runs until ${formatDate(startOfDay(pass.endsOn, timeZone), timeZone)}. Subscribe after it ends, or buy a pass of a higher tier now: the unused days of yours are taken off its price.`,
  };
}
