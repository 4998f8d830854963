import {
  CURRENCY,
  FAILED_JOBS_SHOWN,
  FAILED_PAYMENTS_SHOWN,
  HEALINGS_SHOWN,
  isPlanCode,
  monthlyRecurringRevenue,
  netRevenue,
  PLANS,
  RENEWALS_WINDOW_DAYS,
  subscriptionGrantsAccess,
  type TAdminBilling,
  type TPlanCode,
} from '@thinkbuild/core';
import { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { jobQueueCounts, listFailedJobs } from '../../../jobs/admin-views.ts';
import { humanReason } from './reason.ts';
import { reconcileRuns } from './reconcile.ts';
import {
  chargedAmounts,
  listFailedPayments,
  listHealings,
  listLiveSubscriptions,
  listOfferPayments,
  listProcessedRefunds,
  listRefunds,
  listRenewalsBetween,
} from './repo.ts';

const DAY_MS = 86_400_000;
/** The newest refunds and disputes on the page; the ledger CSV has them all. */
const REFUNDS_SHOWN = 20;

type TLive = Awaited<ReturnType<typeof listLiveSubscriptions>>;

/** Subscribers per plan (those the subscription gives access now) and MRR, as of `now`. */
async function recurringOf(db: TDb, live: TLive, now: Date) {
  const known = live.filter((s): s is typeof s & { planCode: TPlanCode } => isPlanCode(s.planCode));
  const subscribers = new Map<string, number>();
  for (const s of known) {
    if (!subscriptionGrantsAccess(s.status, s.nextPaymentDate, now, s.accessUntil, s.startsAt)) {
      continue;
    }
    subscribers.set(s.planCode, (subscribers.get(s.planCode) ?? 0) + 1);
  }
  // Only an active subscription will renew: non-renewing ones (cancelled, paid time left) end,
  // attention ones may not pay. Each counts at what it was last charged, not today's price list
  // (a price change keeps subscribers on their old price, ADR 006); one not charged yet (a
  // scheduled change) at its plan's price, which is what Paystack will charge.
  const renewing = known.filter((s) => s.status === 'active');
  const charged = await chargedAmounts(
    db,
    renewing.flatMap((s) => (s.lastChargeReference ? [s.lastChargeReference] : [])),
  );
  const recurring = renewing.map((s) => ({
    interval: PLANS[s.planCode].interval,
    amount: charged.get(s.lastChargeReference ?? '') ?? PLANS[s.planCode].amount,
  }));
  return { subscribers, mrr: monthlyRecurringRevenue(recurring) };
}

/** Today's MRR exactly as /admin/billing shows it, without the rest of its page. */
export async function mrrNow(db: TDb, now = new Date()): Promise<number> {
  return (await recurringOf(db, await listLiveSubscriptions(db), now)).mrr;
}

/** Subscribers per plan, MRR, offer sales, renewals due and failed payments, as of `now`. */
export async function billingSummary(db: TDb, now = new Date()): Promise<TAdminBilling> {
  const until = new Date(now.getTime() + RENEWALS_WINDOW_DAYS * DAY_MS);
  const [live, renewals, offers, failedPayments, jobCounts, failedJobs, runs, healings, refunds] =
    await Promise.all([
      listLiveSubscriptions(db),
      listRenewalsBetween(db, now, until),
      offerRevenue(db),
      listFailedPayments(db, FAILED_PAYMENTS_SHOWN),
      // The billing jobs only: video transcodes have their own progress on the lesson list.
      jobQueueCounts(db, 'billing.'),
      listFailedJobs(db, FAILED_JOBS_SHOWN, 'billing.'),
      reconcileRuns(db),
      listHealings(db, HEALINGS_SHOWN),
      listRefunds(db, REFUNDS_SHOWN),
    ]);
  const { subscribers, mrr } = await recurringOf(db, live, now);

  type TFailed = TAdminBilling['failedPayments'][number];
  const failed = failedPayments.flatMap((f): TFailed[] => {
    const at = new Date(f.at).toISOString();
    if (f.kind === 'checkout') {
      const reason = humanReason(f.reason);
      return [{ ...f, amount: f.amount ?? 0, currency: f.currency ?? CURRENCY, at, reason }];
    }
    // A renewal is charged at its plan's price (an unknown old plan is left out).
    if (!isPlanCode(f.purchase)) return [];
    const reason = 'Renewal charge failed; Paystack retries the card';
    return [{ ...f, amount: PLANS[f.purchase].amount, currency: CURRENCY, at, reason }];
  });

  return {
    plans: Object.values(PLANS).map((p) => ({
      code: p.code,
      subscribers: subscribers.get(p.code) ?? 0,
    })),
    mrr: { amount: mrr, currency: CURRENCY },
    offer: offers,
    renewals: renewals
      .filter((r) => isPlanCode(r.planCode) && r.nextPaymentDate)
      .map((r) => ({
        email: r.email,
        plan: r.planCode as TPlanCode,
        nextPaymentDate: (r.nextPaymentDate as Date).toISOString(),
        amount: PLANS[r.planCode as TPlanCode].amount,
        currency: CURRENCY,
      })),
    failedPayments: failed,
    jobs: {
      ...jobCounts,
      recentFailures: failedJobs.map((j) => ({
        id: j.id,
        type: j.type,
        attempts: j.attempts,
        lastError: j.lastError,
        at: (j.finishedAt ?? j.updatedAt).toISOString(),
      })),
    },
    refunds: refunds.map((r) => ({ ...r, at: r.at.toISOString() })),
    reconcile: {
      ...runs,
      healings: healings.map((h) => ({ ...h, at: h.at.toISOString() })),
    },
  };
}

const ZRefunded = z.looseObject({
  data: z.looseObject({
    amount: z.number(),
    refund_reference: z.string().nullish(),
    id: z.union([z.string(), z.number()]).nullish(),
  }),
});

/**
 * The offer's sales and revenue net of refunds: each payment less what Paystack refunded of it
 * (in full or in part); a refund delivered twice counts once.
 */
async function offerRevenue(db: TDb): Promise<TAdminBilling['offer']> {
  const payments = await listOfferPayments(db);
  const refunds = await listProcessedRefunds(
    db,
    payments.map((p) => p.reference),
  );
  const refunded = new Map<string, number>();
  const seen = new Set<string>();
  for (const r of refunds) {
    const data = ZRefunded.safeParse(r.payload).data?.data;
    if (!data) continue;
    const key = String(data.refund_reference ?? data.id ?? JSON.stringify(data));
    if (seen.has(key)) continue;
    seen.add(key);
    refunded.set(r.reference, (refunded.get(r.reference) ?? 0) + data.amount);
  }
  const net = netRevenue(payments.map((p) => ({ ...p, refunded: refunded.get(p.reference) ?? 0 })));
  return {
    sales: payments.length,
    revenue: net.map((n) => ({ amount: n.amount, currency: n.currency })),
    refunded: net.map((n) => ({ amount: n.refunded, currency: n.currency })),
  };
}
