import type { FastifyBaseLogger } from 'fastify';
import { backoffMs } from '../../../jobs/define.ts';
import { allowAttempts } from '../../../jobs/lookup.ts';
import { refundJob, type TRefundJob, withHandler } from '../jobs/index.ts';
import { depsOf, type TBillingDeps } from '../shared/index.ts';

/** How long a refund job keeps trying while Paystack cannot answer (ADR 006). */
const REFUND_RETRY_SPAN_MS = 24 * 60 * 60 * 1000;

/** Attempts whose back-offs (doubling from `baseMs`, at most an hour) add up to a day. */
export function attemptsForADay(baseMs: number) {
  let attempts = 1;
  for (let waited = 0; waited < REFUND_RETRY_SPAN_MS; attempts++) {
    waited += backoffMs(attempts, baseMs);
  }
  return attempts;
}

/** Our clock and Paystack's may differ a little; the window starts this much earlier. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * `billing.refund`: after an upgrade the unused part of the old period goes back to the card,
 * at most once. Paystack's `POST /refund` has no idempotency key, and a job runs again when its
 * worker died (or the answer was lost) after Paystack accepted the refund. So every attempt
 * first lists the refunds made since the job was decided (`GET /refund?from=`) and makes none
 * when one of this charge for this amount is there (a failed one does not count). The first
 * attempt looks too: it costs one GET on a window of minutes, there is no second path to get
 * wrong, and a refund someone already made by hand on Paystack's dashboard is not doubled.
 */
async function refundOnce(deps: TBillingDeps, task: TRefundJob, log: FastifyBaseLogger) {
  const client = deps.provider.client;
  const from = task.requestedAt
    ? new Date(Date.parse(task.requestedAt) - CLOCK_SKEW_MS)
    : undefined;
  const made = (await client.listRefunds({ from })).find(
    (r) =>
      r.transaction_reference === task.reference &&
      r.amount === task.amount &&
      r.status !== 'failed',
  );
  if (made) {
    log.info(
      { refund: made.id, reference: task.reference, amount: task.amount },
      'refund already made at Paystack; not made again',
    );
    return;
  }
  await client.refund({
    transaction: task.reference,
    amount: task.amount,
    merchant_note: task.note ?? 'Unused part of the old plan after an upgrade',
  });
}

/** What runs the refunds' later work. */
export const refundJobs = [
  /**
   * Paystack may be unreachable for hours: whatever the enqueuer asked for (older jobs and
   * change/upgrade.ts ask for 3), a refund keeps trying for a day before it is left to the admin.
   */
  withHandler(refundJob, async (task, { app, id, log }) => {
    await allowAttempts(app.db, id, attemptsForADay(app.config.jobsRetryBaseMs));
    await refundOnce(depsOf(app), task, log);
  }),
];
