import {
  CURRENCY,
  isoInZone,
  isPlanCode,
  monthlyRecurringRevenue,
  PLANS,
  shownCount,
  type TInsightsMoney,
} from '@thinkbuild/core';
import { addMonths, startOfDay } from '@thinkbuild/core/calendar-days';
import type { TDb } from '../../../db/client.ts';
import {
  refundsByMonth,
  runningPlansAt,
  salesByMonth,
  subscriberMovesByMonth,
} from './monthly-repo.ts';
import { mrrNow } from './summary.ts';

/** How many months the Insights' money covers, this one included. */
export const MONEY_MONTHS = 12;

/**
 * The Insights' money over the last 12 months of the site's calendar (decisions/046): MRR,
 * subscribers gained and lost, offer and pass revenue and refunds, per month. This month's MRR
 * is /admin/billing's own figure (billingSummary); a past month's is worked out the same way
 * (core's monthlyRecurringRevenue at plan prices) from the subscriptions running at its end.
 */
export async function moneyByMonth(
  db: TDb,
  timeZone: string,
  now = new Date(),
): Promise<TInsightsMoney> {
  const thisMonth = `${isoInZone(now, timeZone).slice(0, 7)}-01`;
  const firsts = Array.from({ length: MONEY_MONTHS }, (_, i) =>
    addMonths(thisMonth, i - (MONEY_MONTHS - 1)),
  );
  const since = startOfDay(firsts[0] ?? thisMonth, timeZone);
  const pastEnds = firsts.slice(0, -1).map((first) => ({
    month: first.slice(0, 7),
    at: startOfDay(addMonths(first, 1), timeZone),
  }));
  const [mrr, moves, sales, refunds, running] = await Promise.all([
    mrrNow(db, now),
    subscriberMovesByMonth(db, since, timeZone),
    salesByMonth(db, since, timeZone),
    refundsByMonth(db, since, timeZone),
    runningPlansAt(db, pastEnds),
  ]);
  const pastMrr = new Map<string, number>();
  for (const { month } of pastEnds) {
    const charges = running
      .filter((r) => r.month === month && isPlanCode(r.plan_code))
      .flatMap((r) => {
        const plan = PLANS[r.plan_code as keyof typeof PLANS];
        return Array.from({ length: r.running }, () => ({
          interval: plan.interval,
          amount: plan.amount,
        }));
      });
    pastMrr.set(month, monthlyRecurringRevenue(charges));
  }
  const months = firsts.map((first) => {
    const month = first.slice(0, 7);
    const move = moves.find((m) => m.month === month);
    const sale = sales.find((s) => s.month === month);
    return {
      month,
      mrr: first === thisMonth ? mrr : (pastMrr.get(month) ?? 0),
      newSubscribers: shownCount(move?.started ?? 0),
      lostSubscribers: shownCount(move?.ended ?? 0),
      offerRevenue: sale?.offer ?? 0,
      passRevenue: sale?.pass ?? 0,
      refunds: refunds.find((r) => r.month === month)?.refunded ?? 0,
    };
  });
  return { currency: CURRENCY, mrrNow: mrr, months };
}
