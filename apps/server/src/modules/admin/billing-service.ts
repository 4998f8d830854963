import {
  CURRENCY,
  FAILED_JOBS_SHOWN,
  FAILED_PAYMENTS_SHOWN,
  isPlanCode,
  monthlyRecurringRevenue,
  PLANS,
  RENEWALS_WINDOW_DAYS,
  subscriptionGrantsAccess,
  type TAdminBilling,
  type TPlanCode,
  toCsv,
} from '@thinkbuild/core';
import type { TDb } from '../../db/client.ts';
import { jobQueueCounts, listFailedJobs } from '../../jobs/queue.ts';
import {
  listFailedPayments,
  listLiveSubscriptions,
  listPayments,
  listRenewalsBetween,
  sumOfferSales,
} from './billing-repo.ts';

const DAY_MS = 86_400_000;

/** Subscribers per plan, MRR, offer sales, renewals due and failed payments, as of `now`. */
export async function billingSummary(db: TDb, now = new Date()): Promise<TAdminBilling> {
  const until = new Date(now.getTime() + RENEWALS_WINDOW_DAYS * DAY_MS);
  const [live, renewals, offers, failedPayments, jobCounts, failedJobs] = await Promise.all([
    listLiveSubscriptions(db),
    listRenewalsBetween(db, now, until),
    sumOfferSales(db),
    listFailedPayments(db, FAILED_PAYMENTS_SHOWN),
    // The billing jobs only: video transcodes have their own progress on the lesson list.
    jobQueueCounts(db, 'billing.'),
    listFailedJobs(db, FAILED_JOBS_SHOWN, 'billing.'),
  ]);
  const known = live.filter((s): s is typeof s & { planCode: TPlanCode } => isPlanCode(s.planCode));

  const subscribers = new Map<string, number>();
  for (const s of known) {
    if (!subscriptionGrantsAccess(s.status, s.nextPaymentDate, now, s.accessUntil, s.startsAt)) {
      continue;
    }
    subscribers.set(s.planCode, (subscribers.get(s.planCode) ?? 0) + 1);
  }
  // Only an active subscription will renew: non-renewing ones end, attention ones may not pay.
  const renewing = known.filter((s) => s.status === 'active');

  type TFailed = TAdminBilling['failedPayments'][number];
  const failed = failedPayments.flatMap((f): TFailed[] => {
    const at = new Date(f.at).toISOString();
    if (f.kind === 'checkout') {
      return [{ ...f, amount: f.amount ?? 0, currency: f.currency ?? CURRENCY, at }];
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
    mrr: {
      amount: monthlyRecurringRevenue(renewing.map((s) => PLANS[s.planCode])),
      currency: CURRENCY,
    },
    offer: {
      sales: offers.reduce((n, o) => n + o.sales, 0),
      revenue: offers.map((o) => ({ amount: Number(o.total ?? 0), currency: o.currency })),
    },
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
        type: j.type,
        attempts: j.attempts,
        lastError: j.lastError,
        at: (j.finishedAt ?? j.updatedAt).toISOString(),
      })),
    },
  };
}

const major = (subunits: number) => (subunits / 100).toFixed(2);
const iso = (date: Date | null) => date?.toISOString() ?? '';

export const PAYMENTS_CSV_HEADER = [
  'Reference',
  'Started',
  'Email',
  'Purchase',
  'Amount',
  'Currency',
  'Status',
  'Paid at',
  'Message',
];

/** Every checkout as CSV (amounts in major units: 200.00), safe to open in a spreadsheet. */
export async function paymentsCsv(db: TDb): Promise<string> {
  const rows = await listPayments(db);
  return toCsv([
    PAYMENTS_CSV_HEADER,
    ...rows.map((p) => [
      p.reference,
      iso(p.createdAt),
      p.email,
      p.purchase,
      major(p.amount),
      p.currency,
      p.status,
      iso(p.paidAt),
      p.message,
    ]),
  ]);
}
