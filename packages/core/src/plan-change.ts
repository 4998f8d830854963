import { formatPaymentDate, formatPrice, PLANS, type TPlanCode } from './billing.ts';
import { DEFAULT_TIME_ZONE } from './format.ts';
import { TIERS } from './roles.ts';

/**
 * What a plan change does (decisions/006, "Change"):
 * - `upgrade`: a higher tier on the same interval is charged now and opens once that charge is
 *   confirmed; then the unused part of the old period (of what was paid for it) goes back to
 *   the card, pro rata. A declined charge changes nothing.
 * - `scheduled`: a lower tier, or a switch between monthly and annually, starts when the paid
 *   period ends; nothing changes until then.
 */
export type TChangeKind = 'same' | 'upgrade' | 'scheduled';

export function changeKind(from: TPlanCode, to: TPlanCode): TChangeKind {
  if (from === to) return 'same';
  const a = PLANS[from];
  const b = PLANS[to];
  const higher = TIERS.indexOf(b.tier) > TIERS.indexOf(a.tier);
  return a.interval === b.interval && higher ? 'upgrade' : 'scheduled';
}

/** The start of the period that ends at `end` (a calendar month or year before, in UTC). */
export function periodStart(end: Date, interval: 'monthly' | 'annually'): Date {
  const start = new Date(end.getTime());
  const day = start.getUTCDate();
  start.setUTCDate(1);
  if (interval === 'monthly') start.setUTCMonth(start.getUTCMonth() - 1);
  else start.setUTCFullYear(start.getUTCFullYear() - 1);
  const last = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
  start.setUTCDate(Math.min(day, last));
  return start;
}

/**
 * The unused part of a paid period, in subunits (cents, rounded), never more than was paid.
 * `paid` is what the learner was actually charged for that period (ADR 006: a learner on an
 * older price gets back a share of that price, never of today's list); the plan's price only
 * when nothing better is known.
 */
export function unusedAmount(
  plan: TPlanCode,
  periodEnd: Date,
  now: Date,
  paid: number = PLANS[plan].amount,
): number {
  const { interval } = PLANS[plan];
  const amount = paid;
  const start = periodStart(periodEnd, interval).getTime();
  const length = periodEnd.getTime() - start;
  const left = Math.min(Math.max(periodEnd.getTime() - now.getTime(), 0), length);
  return length > 0 ? Math.round((amount * left) / length) : 0;
}

export type TChangePlan = {
  kind: TChangeKind;
  /** Charged now (upgrade), in subunits. */
  payNow: number;
  /** Back to the card now (upgrade), in subunits. */
  refund: number;
  /** When the new plan starts (scheduled), ISO; null for an upgrade. */
  startsOn: string | null;
  /** What the learner reads before confirming, and on /account. */
  message: string;
};

const tierName = (code: TPlanCode) => {
  const tier = PLANS[code].tier;
  return `${tier[0]?.toUpperCase()}${tier.slice(1)}`;
};

/** "Starter monthly", as the scheduled change reads on /account. */
export const planWords = (code: TPlanCode) => `${tierName(code)} ${PLANS[code].interval}`;

/** "Changes to Starter monthly on 22 December 2026" (the day in `timeZone`). */
export const scheduledChangeText = (
  to: TPlanCode,
  startsOn: string,
  timeZone: string = DEFAULT_TIME_ZONE,
) => `Changes to ${planWords(to)} on ${formatPaymentDate(startsOn, timeZone)}`;

/** The whole change from `from` (paid until `periodEnd`) to `to`, as of `now`. */
export function planChange(
  from: TPlanCode,
  to: TPlanCode,
  periodEnd: Date | null,
  now: Date,
  /** The zone the learner reads dates in (the server's TIME_ZONE). */
  timeZone: string = DEFAULT_TIME_ZONE,
  /** What the current period was charged (the basis of the refund), when known. */
  paid?: number,
): TChangePlan {
  const kind = changeKind(from, to);
  if (kind === 'upgrade') {
    const payNow = PLANS[to].amount;
    const refund = periodEnd ? unusedAmount(from, periodEnd, now, paid) : 0;
    const unit = PLANS[from].interval === 'monthly' ? 'month' : 'year';
    const back =
      refund > 0
        ? `; ${formatPrice({ amount: refund, currency: PLANS[from].currency })} of your ${tierName(from)} ${unit} comes back to your card`
        : '';
    const message = `You pay ${formatPrice(PLANS[to])} now${back}.`;
    return { kind, payNow, refund, startsOn: null, message };
  }
  const startsOn = (periodEnd && periodEnd > now ? periodEnd : now).toISOString();
  const message = kind === 'same' ? '' : `${scheduledChangeText(to, startsOn, timeZone)}.`;
  return { kind, payNow: 0, refund: 0, startsOn, message };
}

/**
 * What a payment that replaces a live subscription (the once-off offer, a higher tier paid in a
 * second tab, a plan change paid on a checkout) does to it, said before paying: it stops, and
 * the unused part of its paid period (`unusedAmount`, as of when that checkout starts) comes
 * back (decisions/028). "Your Creator monthly subscription stops; R123,45 comes back to your card."
 */
export function supersededText(plan: TPlanCode, refund: number, currency: string): string {
  const back =
    refund > 0 ? `; ${formatPrice({ amount: refund, currency })} comes back to your card` : '';
  return `Your ${planWords(plan)} subscription stops${back}.`;
}

/**
 * Choosing a plan while a change is scheduled. The plan the learner holds (paid, current
 * period) stays the basis: choosing it again keeps it (the scheduled change is undone, nothing is
 * charged); choosing the scheduled plan again changes nothing; any other plan replaces the
 * scheduled change and is classified against the held plan (`planChange(held, to, …)`).
 */
export type TScheduledStep = 'keep' | 'already-scheduled' | 'replace';

export function scheduledStep(
  held: TPlanCode,
  scheduled: TPlanCode,
  to: TPlanCode,
): TScheduledStep {
  if (to === held) return 'keep';
  if (to === scheduled) return 'already-scheduled';
  return 'replace';
}

/** What keeping the held plan does, shown before and after. */
export const keepPlanText = (held: TPlanCode, scheduled: TPlanCode) =>
  `You keep ${planWords(held)} and it renews as before; the change to ${planWords(scheduled)} is cancelled. Nothing is charged.`;
