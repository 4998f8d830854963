import { enqueue } from '../../../jobs/define.ts';
import { findJobPayload } from '../../../jobs/lookup.ts';
import { refundJob } from '../jobs/index.ts';
import type { TBillingDeps } from '../shared/index.ts';
import type { TRefundRow } from './refunds-repo.ts';

/** A refund Paystack failed is asked again this much later... */
export const REFUND_AGAIN_AFTER_MS = 60 * 60 * 1000;
/** ...until this many of that charge and amount failed; then the admin refunds it by hand. */
const REFUND_TRIES = 3;

/**
 * refund.failed gives nothing back (ADR 006), so a refund our own `billing.refund` job asked for
 * (after an upgrade, or of a duplicate payment) is asked again an hour later, by a new job whose
 * List Refunds check does not count failed refunds. After a few failures it is left to the
 * admin, who sees it as failed on /admin/billing. A refund made by hand is only recorded.
 */
export async function refundAgainIfOurs(deps: TBillingDeps, row: TRefundRow, failed: number) {
  const ours = await findJobPayload(deps.db, refundJob, {
    payload: { reference: row.transactionReference, amount: row.amount },
  });
  if (!ours) return 'not asked by us: the admin sees it';
  if (failed >= REFUND_TRIES) return `failed ${failed} times: refund it by hand on Paystack`;
  const note = (ours as { note?: string }).note;
  await enqueue(
    deps.db,
    refundJob,
    {
      reference: row.transactionReference,
      amount: row.amount,
      requestedAt: new Date().toISOString(),
      ...(note ? { note } : {}),
    },
    { dedupeKey: `refund:again:${row.id}`, runAt: new Date(Date.now() + REFUND_AGAIN_AFTER_MS) },
  );
  return 'asked again in an hour';
}
