import { addDays, daysBetween, nextDay } from './calendar-days.ts';
import { isoDay } from './format.ts';
import type { THeldPass } from './passes.ts';
import type { TTier } from './roles.ts';

/*
 * A learner's pass rows (decisions/043, "How passes are kept"): one per thing that bought days
 * (a paid checkout, a sponsor code), each with its first and last calendar day. These rules say
 * which rows make up the pass running now, what an upgrade does to them and how later rows
 * move when one is taken back; the server only reads and writes what they decide.
 */

export type TPassRow = {
  id: string;
  tier: TTier;
  /** First and last day, both inclusive, in the learner's calendar (YYYY-MM-DD). */
  startsOn: string;
  endsOn: string;
  /** What these days are worth in subunits: paid in money and in an upgrade's credit. */
  paid: number;
};

/**
 * The pass running at `now`: the row holding today and the rows of the same tier that follow it
 * day after day (an extension), as one pass from the first one's first day to the last one's
 * last, worth what they were all paid.
 */
export function runningPass(
  rows: readonly TPassRow[],
  now: Date,
  timeZone: string,
): { pass: THeldPass; rows: TPassRow[] } | null {
  const today = isoDay(now, timeZone);
  const sorted = [...rows].sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const first = sorted
    .filter((r) => r.startsOn <= today && today <= r.endsOn)
    .sort((a, b) => TIER_RANK[b.tier] - TIER_RANK[a.tier])[0];
  if (!first) return null;
  const chain = [first];
  for (const row of sorted) {
    const last = chain[chain.length - 1] as TPassRow;
    if (row.tier === first.tier && row.startsOn === nextDay(last.endsOn)) chain.push(row);
  }
  const last = chain[chain.length - 1] as TPassRow;
  return {
    pass: {
      tier: first.tier,
      startsOn: first.startsOn,
      endsOn: last.endsOn,
      paid: chain.reduce((sum, r) => sum + r.paid, 0),
    },
    rows: chain,
  };
}

const TIER_RANK: Record<TTier, number> = { starter: 1, builder: 2, creator: 3 };

/**
 * What an upgrade starting `today` does to the running pass's rows, whose unused part became
 * its credit: a row that began before today ends yesterday; a row that begins today or later
 * is taken back whole (its days were all credited).
 */
export function upgradeCuts(
  chain: readonly TPassRow[],
  today: string,
): { id: string; endsOn: string | null }[] {
  const yesterday = addDays(today, -1);
  return chain.map((row) =>
    row.startsOn < today ? { id: row.id, endsOn: yesterday } : { id: row.id, endsOn: null },
  );
}

/**
 * A row taken back (its payment refunded or disputed) from `today` on: the days it still had
 * (from today, or from its first day if it had not begun) are given up, and every row after it
 * moves that many days earlier, so nothing paid for later is lost or left waiting behind a gap.
 * Returns the rows that move, with their new days.
 */
export function shiftAfterTakeBack(
  rows: readonly TPassRow[],
  takenId: string,
  today: string,
): { id: string; startsOn: string; endsOn: string }[] {
  const taken = rows.find((r) => r.id === takenId);
  if (!taken || taken.endsOn < today) return [];
  const from = taken.startsOn > today ? taken.startsOn : today;
  const gap = daysBetween(from, taken.endsOn) + 1;
  return rows
    .filter((r) => r.id !== takenId && r.startsOn > taken.endsOn)
    .map((r) => ({
      id: r.id,
      startsOn: addDays(r.startsOn, -gap),
      endsOn: addDays(r.endsOn, -gap),
    }));
}

/**
 * A paid pass added from `startsOn` to `endsOn`: rows queued from that day on (a sponsor code's
 * lower tier waiting after the running pass) move to follow it, in their order and lengths,
 * starting the day after it ends, so no day is held twice and none is left waiting behind a gap.
 * `keep` are the rows the purchase itself dealt with (the running pass it extends or upgrades).
 */
export function makeRoomAfter(
  rows: readonly TPassRow[],
  keep: readonly string[],
  startsOn: string,
  endsOn: string,
): { id: string; startsOn: string; endsOn: string }[] {
  const queued = rows
    .filter((r) => !keep.includes(r.id) && r.startsOn >= startsOn)
    .sort((a, b) => a.startsOn.localeCompare(b.startsOn));
  const first = queued[0];
  if (!first) return [];
  const shift = daysBetween(first.startsOn, nextDay(endsOn));
  if (shift === 0) return [];
  return queued.map((r) => ({
    id: r.id,
    startsOn: addDays(r.startsOn, shift),
    endsOn: addDays(r.endsOn, shift),
  }));
}
