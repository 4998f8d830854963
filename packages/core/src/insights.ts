import { addDays, daysBetween } from './calendar-days.ts';

/*
 * The arithmetic of the admin's Insights (docs/decisions/046): date ranges in the site's
 * calendar, the "fewer than 5" rule, the funnel's kept shares, the drop-off mark, the video's
 * retention and the quiz's most-picked wrong option. Pure: the server counts, this shapes.
 */

/** No count under this is shown as a number: a small count can point at a person. */
export const INSIGHTS_MIN_COUNT = 5;
/** The words shown (and written in CSVs) for a count under INSIGHTS_MIN_COUNT. */
export const FEWER_THAN_MIN = `fewer than ${INSIGHTS_MIN_COUNT}`;
/** The preset ranges: the last 7, 30 or 90 days, today included. */
export const INSIGHTS_PRESETS = [7, 30, 90] as const;
/** The longest from–to range asked for (a year and a day). */
export const INSIGHTS_MAX_DAYS = 366;
/** The length of one watching record's stretch of video (lesson_watch.bucket). */
export const WATCH_BUCKET_SECONDS = 10;
/** How many of the most re-watched moments are marked on the retention chart. */
export const REWATCHED_MARKED = 3;

/** A count as an author may see it: the number, or null for "fewer than 5". */
export type TShownCount = number | null;

/** `n` when it is at least 5, else null ("fewer than 5"). */
export const shownCount = (n: number): TShownCount => (n >= INSIGHTS_MIN_COUNT ? n : null);

/** A shown count as words for a table cell or a CSV: "12" or "fewer than 5". */
export const countText = (n: TShownCount): string => (n === null ? FEWER_THAN_MIN : String(n));

/**
 * `part` as a percentage of `whole`, to one decimal; null when either is under 5 (a share of a
 * hidden count would tell the count) or the whole is 0.
 */
export function keptShare(part: number, whole: number): number | null {
  if (part < INSIGHTS_MIN_COUNT || whole < INSIGHTS_MIN_COUNT) return null;
  return Math.round((part / whole) * 1000) / 10;
}

/** A share as words: "62.5%", or "—" when it cannot be shown. */
export const shareText = (share: number | null): string => (share === null ? '—' : `${share}%`);

export type TInsightsRangeInput =
  | { days: (typeof INSIGHTS_PRESETS)[number] }
  | { from: string; to: string };

/** A range of calendar days in the site's zone, both ends included. */
export type TDayRange = { from: string; to: string };

/**
 * The days a range covers, given today in the site's calendar: "last 7 days" is today and the
 * six before it. A from–to range must run forwards, end no later than today and span at most
 * INSIGHTS_MAX_DAYS; otherwise the reason is returned.
 */
export function resolveRange(
  input: TInsightsRangeInput,
  today: string,
): TDayRange | { error: string } {
  if ('days' in input) return { from: addDays(today, -(input.days - 1)), to: today };
  const { from, to } = input;
  if (daysBetween(from, to) < 0) return { error: 'The range must start on or before its end' };
  if (daysBetween(to, today) < 0) return { error: 'The range cannot end after today' };
  if (daysBetween(from, to) + 1 > INSIGHTS_MAX_DAYS)
    return { error: `A range spans at most ${INSIGHTS_MAX_DAYS} days` };
  return { from, to };
}

export type TFunnelStepIn = { label: string; count: number };
export type TFunnelStep = {
  label: string;
  count: TShownCount;
  /** Of the step before (the first step: 100 when shown). */
  keptFromPrevious: number | null;
  /** Of the first step. */
  keptFromStart: number | null;
};

/** Each step's shown count and the share kept from the step before and from the first. */
export function funnelSteps(steps: readonly TFunnelStepIn[]): TFunnelStep[] {
  const first = steps[0]?.count ?? 0;
  return steps.map((s, i) => {
    const before = i === 0 ? s.count : (steps[i - 1]?.count ?? 0);
    return {
      label: s.label,
      count: shownCount(s.count),
      keptFromPrevious: keptShare(s.count, before),
      keptFromStart: keptShare(s.count, first),
    };
  });
}

export type TDropOffIn = {
  lessonId: string;
  title: string;
  started: number;
  completed: number;
  /** Learners whose furthest lesson started is this one. */
  lastSeen: number;
};
export type TDropOffRow = {
  lessonId: string;
  title: string;
  started: TShownCount;
  completed: TShownCount;
  completedShare: number | null;
  /** The lesson after which most learners never came back. */
  mostLeftAfter: boolean;
};

/**
 * Lessons in course order with their shown counts; the one most learners stopped after is
 * marked. The last lesson is never marked (stopping there is finishing), nor one fewer than 5
 * stopped after (it would tell a small count).
 */
export function dropOff(lessons: readonly TDropOffIn[]): TDropOffRow[] {
  let mark = -1;
  let most = INSIGHTS_MIN_COUNT - 1;
  lessons.forEach((l, i) => {
    if (i < lessons.length - 1 && l.lastSeen > most) {
      most = l.lastSeen;
      mark = i;
    }
  });
  return lessons.map((l, i) => ({
    lessonId: l.lessonId,
    title: l.title,
    started: shownCount(l.started),
    completed: shownCount(l.completed),
    completedShare: keptShare(l.completed, l.started),
    mostLeftAfter: i === mark,
  }));
}

export type TWatchBucketIn = { bucket: number; viewers: number; plays: number };
export type TRetentionPoint = {
  /** The start of the stretch, in seconds. */
  second: number;
  viewers: TShownCount;
  /** Share of the starters still watching here. */
  share: number | null;
  /** Plays past the first per viewer (0.5: every other viewer played it twice). */
  rewatch: number | null;
  mostRewatched: boolean;
};

/**
 * The retention line over the video's length: every 10-second stretch up to `durationSeconds`
 * (or the last one watched), with the share of `starters` who watched it. The REWATCHED_MARKED
 * stretches with the most plays beyond the first per viewer are marked (none with no re-plays).
 */
export function retention(
  starters: number,
  buckets: readonly TWatchBucketIn[],
  durationSeconds: number | null,
): TRetentionPoint[] {
  const byBucket = new Map(buckets.map((b) => [b.bucket, b]));
  const lastWatched = buckets.reduce((m, b) => Math.max(m, b.bucket), -1);
  const fromDuration =
    durationSeconds && durationSeconds > 0
      ? Math.ceil(durationSeconds / WATCH_BUCKET_SECONDS) - 1
      : -1;
  const last = Math.max(lastWatched, fromDuration);
  const points: TRetentionPoint[] = [];
  const rewatchOf = (b: TWatchBucketIn | undefined) =>
    b && b.viewers >= INSIGHTS_MIN_COUNT ? (b.plays - b.viewers) / b.viewers : null;
  for (let bucket = 0; bucket <= last; bucket++) {
    const b = byBucket.get(bucket);
    const rewatch = rewatchOf(b);
    points.push({
      second: bucket * WATCH_BUCKET_SECONDS,
      viewers: shownCount(b?.viewers ?? 0),
      share: keptShare(b?.viewers ?? 0, starters),
      rewatch: rewatch === null ? null : Math.round(rewatch * 100) / 100,
      mostRewatched: false,
    });
  }
  const top = points
    .map((p, i) => ({ i, r: p.rewatch ?? 0 }))
    .filter((p) => p.r > 0)
    .sort((a, b) => b.r - a.r || a.i - b.i)
    .slice(0, REWATCHED_MARKED);
  for (const { i } of top) {
    const p = points[i];
    if (p) p.mostRewatched = true;
  }
  return points;
}

export type TQuizItemIn = {
  position: number;
  question: string;
  options: readonly string[];
  correctOption: number;
  /** Learners who answered it on their first attempt. */
  answered: number;
  /** Of them, how many picked each option (by the option's index in the question). */
  picks: readonly number[];
};
export type TQuizItem = {
  position: number;
  question: string;
  answered: TShownCount;
  firstAttemptCorrect: number | null;
  options: {
    text: string;
    correct: boolean;
    picked: TShownCount;
    share: number | null;
    mostPickedWrong: boolean;
  }[];
};

/**
 * Each question's first-attempt correct share and every option's share of the answers; the
 * wrong option picked most (at least 5 times) is flagged: it often means the question or the
 * lesson misleads. A tie flags the first in the question's order.
 */
export function quizItems(items: readonly TQuizItemIn[]): TQuizItem[] {
  return items.map((q) => {
    let flag = -1;
    let most = INSIGHTS_MIN_COUNT - 1;
    q.options.forEach((_, i) => {
      const n = q.picks[i] ?? 0;
      if (i !== q.correctOption && n > most) {
        most = n;
        flag = i;
      }
    });
    return {
      position: q.position,
      question: q.question,
      answered: shownCount(q.answered),
      firstAttemptCorrect: keptShare(q.picks[q.correctOption] ?? 0, q.answered),
      options: q.options.map((text, i) => ({
        text,
        correct: i === q.correctOption,
        picked: shownCount(q.picks[i] ?? 0),
        share: keptShare(q.picks[i] ?? 0, q.answered),
        mostPickedWrong: i === flag,
      })),
    };
  });
}

/** The median of whole numbers (the lower middle of an even count: attempts stay whole); null for none. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? null;
}

/**
 * The same median from a tally (value → how many had it), as the daily rollups keep attempts
 * to pass: the lower middle of an even count; null for none.
 */
export function medianOfTally(tally: ReadonlyMap<number, number>): number | null {
  const total = [...tally.values()].reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  const middle = Math.floor((total - 1) / 2);
  let seen = 0;
  for (const [value, count] of [...tally].sort((a, b) => a[0] - b[0])) {
    seen += count;
    if (seen > middle) return value;
  }
  return null;
}

/** The item counted most, ties to the first name in order; undefined for none counted. */
export function mostCounted(counts: ReadonlyMap<string, number>): [string, number] | undefined {
  let best: [string, number] | undefined;
  for (const [name, n] of counts)
    if (n > 0 && (!best || n > best[1] || (n === best[1] && name < best[0]))) best = [name, n];
  return best;
}
