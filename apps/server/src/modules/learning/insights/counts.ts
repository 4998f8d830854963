import { isoInZone, type TInsightsFunnel } from '@thinkbuild/core';
import { addDays, startOfDay } from '@thinkbuild/core/calendar-days';
import type { TDb } from '../../../db/client.ts';
import { dayRows, INSIGHT_VIEWS, SUBJECT_OF, type TInsightView, type TSpan } from './days-repo.ts';
import { dropGoneSubjects, rolledSums, rollUp, subjectsOf } from './rollup-repo.ts';

/*
 * A view's counts over a range (decisions/046): the days the daily rollup reaches are summed
 * from it, the days after (today, and any day a missed job left) are counted live with the same
 * statement, and the two add up because every learner is counted on one day only.
 */

type TSum = { a: number; b: number; c: number };

/** A view's counts over a range: sums by kind and item, and how they were counted. */
export class Counted {
  private readonly sums = new Map<string, TSum>();
  constructor(readonly rolledUp: TInsightsFunnel['rolledUp']) {}

  add(rows: readonly { kind: string; item: string; a: number; b: number; c: number }[]) {
    for (const r of rows) {
      const key = `${r.kind}\n${r.item}`;
      const sum = this.sums.get(key) ?? { a: 0, b: 0, c: 0 };
      this.sums.set(key, { a: sum.a + r.a, b: sum.b + r.b, c: sum.c + r.c });
    }
    return this;
  }

  /** The sums of one kind and item (noughts when none). */
  get(kind: string, item = ''): TSum {
    return this.sums.get(`${kind}\n${item}`) ?? { a: 0, b: 0, c: 0 };
  }

  /** Every item of a kind with its sums. */
  items(kind: string): [string, TSum][] {
    const prefix = `${kind}\n`;
    return [...this.sums].flatMap(([key, sum]) =>
      key.startsWith(prefix) ? [[key.slice(prefix.length), sum] as [string, TSum]] : [],
    );
  }
}

/** A view's counts for a subject over a span: rolled days summed, later days counted live. */
export async function counted(
  db: TDb,
  view: TInsightView,
  subject: string,
  span: TSpan,
): Promise<Counted> {
  const rolled = await rolledSums(db, view, subject, span);
  const liveFrom =
    rolled.through === null || rolled.through < span.fromDay
      ? span.fromDay
      : addDays(rolled.through, 1);
  const usedRollup = rolled.through !== null && rolled.through >= span.fromDay;
  const result = new Counted(
    usedRollup && rolled.countedAt && rolled.through
      ? {
          through: rolled.through < span.toDay ? rolled.through : span.toDay,
          at: rolled.countedAt.toISOString(),
        }
      : null,
  ).add(rolled.sums);
  if (liveFrom <= span.toDay)
    result.add(
      await dayRows(db, view, subject, {
        ...span,
        fromDay: liveFrom,
        fromAt: startOfDay(liveFrom, span.timeZone),
      }),
    );
  return result;
}

/** The first day a rollup counts from: before the site had learners. */
export const ROLLUP_FROM_DAY = '2020-01-01';

/**
 * The daily job's work: every view's rows for every subject, for each day up to yesterday in
 * the site's calendar, each subject in its own transaction. Returns the day reached and how
 * many subjects were counted.
 */
export async function rollUpInsights(db: TDb, timeZone: string, now = new Date()) {
  const today = isoInZone(now, timeZone).slice(0, 10);
  const through = addDays(today, -1);
  const span: TSpan = {
    fromDay: ROLLUP_FROM_DAY,
    toDay: through,
    fromAt: startOfDay(ROLLUP_FROM_DAY, timeZone),
    toAt: startOfDay(today, timeZone),
    timeZone,
  };
  await dropGoneSubjects(db);
  let subjects = 0;
  for (const view of INSIGHT_VIEWS)
    for (const subject of await subjectsOf(db, SUBJECT_OF[view])) {
      await rollUp(db, view, subject, span);
      subjects += 1;
    }
  return { through, subjects };
}
