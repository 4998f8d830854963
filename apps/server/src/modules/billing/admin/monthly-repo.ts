import { OFFER_CODE } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';

/*
 * The Insights' money by month (decisions/046): aggregates over subscription, checkout and
 * billing_refund, each grouped by the month of the site's calendar (TIME_ZONE) it fell in.
 */

// PGlite and node-postgres both answer { rows } (drizzle types execute() per driver).
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const monthOf = (column: string, timeZone: string) =>
  sql`to_char(${sql.raw(column)} at time zone ${timeZone}, 'YYYY-MM')`;

/** Subscriptions started and ended per month since `since`. */
export async function subscriberMovesByMonth(db: TDb, since: Date, timeZone: string) {
  return rowsOf<{ month: string; started: number; ended: number }>(
    await db.execute(sql`
      with moves as (
        select ${monthOf('created_at', timeZone)} as month, 1 as started, 0 as ended
        from subscription where created_at >= ${since.toISOString()}
        union all
        select ${monthOf('ended_at', timeZone)}, 0, 1
        from subscription where ended_at >= ${since.toISOString()}
      )
      select month, sum(started)::int as started, sum(ended)::int as ended
      from moves group by month
    `),
  );
}

/** Paid offers and passes per month since `since` (subunits, the site's currency). */
export async function salesByMonth(db: TDb, since: Date, timeZone: string) {
  return rowsOf<{ month: string; offer: number; pass: number }>(
    await db.execute(sql`
      select ${monthOf('paid_at', timeZone)} as month,
        coalesce(sum(amount) filter (where purchase = ${OFFER_CODE}), 0)::int as offer,
        coalesce(sum(amount) filter (where purchase like 'pass-%'), 0)::int as pass
      from checkout
      where status = 'success' and paid_at >= ${since.toISOString()}
      group by 1
    `),
  );
}

/** Refunds Paystack processed per month (by when the row last changed: when it was processed). */
export async function refundsByMonth(db: TDb, since: Date, timeZone: string) {
  return rowsOf<{ month: string; refunded: number }>(
    await db.execute(sql`
      select ${monthOf('updated_at', timeZone)} as month, sum(amount)::int as refunded
      from billing_refund
      where kind = 'refund' and status = 'processed' and updated_at >= ${since.toISOString()}
      group by 1
    `),
  );
}

/**
 * Per month end given, the subscriptions that were running then (started before it, not ended
 * by it), counted per plan: what a past month's MRR is worked out from.
 */
export async function runningPlansAt(db: TDb, ends: { month: string; at: Date }[]) {
  if (ends.length === 0) return [];
  return rowsOf<{ month: string; plan_code: string; running: number }>(
    await db.execute(sql`
      with ends as (
        select * from unnest(
          ${`{${ends.map((e) => e.month).join(',')}}`}::text[],
          ${`{${ends.map((e) => e.at.toISOString()).join(',')}}`}::timestamptz[]
        ) as e(month, at)
      )
      select e.month, s.plan_code, count(*)::int as running
      from ends e join subscription s
        on s.created_at < e.at and (s.ended_at is null or s.ended_at >= e.at)
      group by 1, 2
    `),
  );
}
