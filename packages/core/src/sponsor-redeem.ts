import { addDays, daysBetween, nextDay, startOfDay } from './calendar-days.ts';
import { formatDate, isoDay } from './format.ts';
import type { TPassRow } from './pass-rows.ts';
import {
  monthsText,
  passCredit,
  passEndsOn,
  passName,
  passStatusText,
  type TPassMonths,
} from './passes.ts';
import type { TTier } from './roles.ts';

/*
 * What a redeemed sponsor code gives (decisions/043, "Sponsor codes"): its pass at once, paying
 * nothing. It follows quotePass (passes.ts), but as nothing is paid nothing can be credited, so
 * no held day is ever given up: days that a code's pass would cover move after it instead.
 */

/** What a learner holds that a code's pass is placed beside. */
export type TCodeHeld = {
  lifetimeAccess: boolean;
  /** A live subscription: `renews` unless cancelled (non-renewing); its paid period's end. */
  subscription: { planLabel: string; renews: boolean; paidUntil: string | null } | null;
  /** The learner's pass rows not yet ended nor taken back (pass-rows.ts). */
  rows: readonly TPassRow[];
};

export type TCodeRedemption =
  | {
      ok: true;
      /**
       * new: nothing runs, from today; extend: the same tier, from its end; upgrade: a higher
       * tier from today, the lower pass's days after it; after: a lower tier, after the higher
       * pass; after-subscription: from the day after a cancelled subscription's paid period.
       */
      kind: 'new' | 'extend' | 'upgrade' | 'after' | 'after-subscription';
      startsOn: string;
      endsOn: string;
      /** Rows whose days move later to make room (an upgrade's lower pass, passes queued after). */
      moves: { id: string; startsOn: string; endsOn: string; paid: number }[];
      /** "Builder pass — until 3 March 2027", or "… — from 4 March 2027 until 3 June 2027". */
      text: string;
      /** What the learner reads. */
      message: string;
    }
  | { ok: false; message: string };

const RANK: Record<TTier, number> = { starter: 1, builder: 2, creator: 3 };
const later = (a: string, b: string) => (a > b ? a : b);

/**
 * Where a code of `tier` for `months` goes among what the learner holds, at `now`:
 * - lifetime access: refused, there is nothing to add;
 * - a renewing subscription: refused (both would hold the same days): cancel it first;
 * - a cancelled one: the pass starts the day after its paid period ends;
 * - the pass goes before the first pass row of a lower tier (from today: an upgrade, whose
 *   lower pass's remaining days move after it), or, when none, after the last row (the same
 *   tier extends it from its end date as quotePass does; a lower tier waits for the higher one
 *   to end). Every row from there on moves later by the code's days, so none is lost.
 */
export function redeemCode(
  held: TCodeHeld,
  code: { tier: TTier; months: TPassMonths },
  now: Date,
  timeZone: string,
): TCodeRedemption {
  const today = isoDay(now, timeZone);
  const day = (d: string) => formatDate(startOfDay(d, timeZone), timeZone);
  const name = `${passName(code.tier)} for ${monthsText(code.months)}`;
  if (held.lifetimeAccess) {
    return {
      ok: false,
      message:
        'You already have lifetime Creator access, so this code has nothing to add. It is still unused: pass it on to someone who needs it.',
    };
  }
  let floor = today;
  const sub = held.subscription;
  if (sub?.renews) {
    return {
      ok: false,
      message: `Your ${sub.planLabel} subscription still renews, and this code’s pass would hold the same days. Cancel the subscription first on your account page, then redeem this code: its pass starts when your paid period ends.`,
    };
  }
  if (sub?.paidUntil) {
    // The paid period's last day is the one its end falls in (or the day before, at midnight).
    const lastPaid = isoDay(new Date(Date.parse(sub.paidUntil) - 1), timeZone);
    floor = later(floor, nextDay(lastPaid));
  }

  const live = held.rows
    .filter((r) => r.endsOn >= today)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const lower = live.find((r) => RANK[r.tier] < RANK[code.tier] && r.endsOn >= floor);
  const last = live.at(-1)?.endsOn;
  const startsOn = lower
    ? later(floor, later(lower.startsOn, today))
    : later(floor, last ? nextDay(last) : today);
  const before = addDays(startsOn, -1);
  const extended = live.find((r) => r.endsOn === before && r.tier === code.tier);
  const endsOn = passEndsOn(extended ? before : startsOn, code.months);
  const days = daysBetween(startsOn, endsOn) + 1;

  const moves = live
    .filter((r) => r.endsOn >= startsOn)
    .map((r) => {
      if (r.startsOn >= startsOn) {
        return {
          id: r.id,
          startsOn: addDays(r.startsOn, days),
          endsOn: addDays(r.endsOn, days),
          paid: r.paid,
        };
      }
      // A pass running today: its days from today on follow the code's, worth what they were.
      const left = daysBetween(startsOn, r.endsOn);
      const from = addDays(startsOn, days);
      return { id: r.id, startsOn: from, endsOn: addDays(from, left), paid: passCredit(r, today) };
    });

  const split = live.find((r) => r.startsOn < startsOn && r.endsOn >= startsOn);
  const kind: Extract<TCodeRedemption, { ok: true }>['kind'] = extended
    ? 'extend'
    : split
      ? 'upgrade'
      : startsOn === today
        ? 'new'
        : sub && !last
          ? 'after-subscription'
          : 'after';
  const splitMove = moves.find((m) => m.id === split?.id);
  const running = kind === 'new' || kind === 'extend' || kind === 'upgrade';
  const text = running
    ? passStatusText(code.tier, endsOn, timeZone)
    : `${passName(code.tier)} — from ${day(startsOn)} until ${day(endsOn)}`;
  const messages: Record<typeof kind, string> = {
    new: `${name}: yours from today until ${day(endsOn)}. Nothing to pay, and it does not renew.`,
    extend: `${name}: your ${passName(code.tier)} now runs until ${day(endsOn)}.`,
    upgrade: `${name}: yours from today until ${day(endsOn)}. The days left on your ${passName(split?.tier ?? code.tier)} follow it, so none is lost: it runs on until ${day(splitMove?.endsOn ?? endsOn)}.`,
    after: `${name}: it starts on ${day(startsOn)}, after the pass you hold ends, and runs until ${day(endsOn)}.`,
    'after-subscription': `${name}: it starts on ${day(startsOn)}, the day after your ${sub?.planLabel ?? ''} subscription’s paid period ends, and runs until ${day(endsOn)}.`,
  };
  return { ok: true, kind, startsOn, endsOn, moves, text, message: messages[kind] };
}
