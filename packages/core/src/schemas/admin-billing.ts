import { z } from 'zod';
import { isPlanCode, type TPlanCode } from '../billing.ts';

/** GET /api/admin/billing: what an admin sees at /admin/billing. Amounts are in subunits. */

const ZPlanCode = z.custom<TPlanCode>(isPlanCode);
const ZMoney = z.object({ amount: z.number().int(), currency: z.string() });

export const ZAdminBilling = z.object({
  /** Every plan, in PLANS order, with the learners it gives access to now. */
  plans: z.array(z.object({ code: ZPlanCode, subscribers: z.number().int() })),
  /**
   * Monthly recurring revenue (ZAR) of the subscriptions that will renew (active ones), each at
   * what it is charged (its last payment), an annual one as a twelfth.
   */
  mrr: ZMoney,
  offer: z.object({
    sales: z.number().int(),
    /** One total per currency the offer was paid in, net of refunds (whole and partial). */
    revenue: z.array(ZMoney),
    /** What went back to cards of those payments, per currency (the same order). */
    refunded: z.array(ZMoney),
  }),
  /** Active subscriptions whose next payment falls in the next 7 days, soonest first. */
  renewals: z.array(
    z.object({
      email: z.string(),
      plan: ZPlanCode,
      nextPaymentDate: z.string(),
      amount: z.number().int(),
      currency: z.string(),
    }),
  ),
  /** Failed checkouts and failed renewals, newest first. */
  failedPayments: z.array(
    z.object({
      email: z.string(),
      kind: z.enum(['checkout', 'renewal']),
      /** A plan code or "offer". */
      purchase: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      at: z.string(),
      reason: z.string().nullable(),
    }),
  ),
  /** The background job queue (webhook follow-ups, emails, provider calls). */
  jobs: z.object({
    pending: z.number().int(),
    running: z.number().int(),
    /** Gave up after its last attempt. */
    failed: z.number().int(),
    /** Unfinished or failed jobs that have already been tried more than once. */
    retried: z.number().int(),
    /** The most recent jobs that failed for good, newest first. */
    recentFailures: z.array(
      z.object({
        /** For the Retry button (POST /api/admin/billing/jobs/:id/retry). */
        id: z.string(),
        type: z.string(),
        attempts: z.number().int(),
        lastError: z.string().nullable(),
        at: z.string(),
      }),
    ),
  }),
  /**
   * Refunds and disputes in the state Paystack last reported (ADR 006, "Refunds and
   * disputes"), newest first: pending, processed, failed, needs-attention; a dispute's status.
   */
  refunds: z.array(
    z.object({
      id: z.string(),
      kind: z.enum(['refund', 'dispute']),
      email: z.string().nullable(),
      /** The charge refunded or disputed. */
      reference: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
      /** What it did to the learner's access, or what became of a failed refund. */
      outcome: z.string().nullable(),
      at: z.string(),
    }),
  ),
  /** Reconciliation with Paystack (ADR 006): runs and what they healed, newest first. */
  reconcile: z.object({
    /** When a run last finished, or null if none has. */
    lastRunAt: z.string().nullable(),
    /** A run is waiting to start or running now. */
    busy: z.boolean(),
    healings: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(['subscription', 'charge', 'refund']),
        /** The learner's email, or null when Paystack's customer is no learner of ours. */
        email: z.string().nullable(),
        /** The Paystack subscription code or the charge's reference. */
        subject: z.string(),
        before: z.string(),
        after: z.string(),
        at: z.string(),
      }),
    ),
  }),
});
export type TAdminBilling = z.infer<typeof ZAdminBilling>;

/** POST /api/admin/billing/jobs/:id/retry */
export const ZJobIdParams = z.object({ id: z.uuid() });

/** The reconcile panel lists this many healings, newest first. */
export const HEALINGS_SHOWN = 50;

/** How long ahead the renewals panel looks. */
export const RENEWALS_WINDOW_DAYS = 7;
/** The failed-payments panel shows this many, newest first. */
export const FAILED_PAYMENTS_SHOWN = 50;
/** The job-queue panel lists this many failed jobs, newest first. */
export const FAILED_JOBS_SHOWN = 20;
