import type { TDb } from '../../../db/client.ts';
import { findJobPayload } from '../../../jobs/lookup.ts';
import { issueCreditNote, type TVatIssuer } from '../invoices/index.ts';
import { refundJob } from '../jobs/index.ts';
import { notifyLearner } from '../notices/index.ts';
import type { TRefundRow } from './refunds-repo.ts';

/*
 * What the learner is told as a refund moves (decisions/031), in the transaction that stored its
 * new state: started, done, or failed with what happens next. A refund we asked for ourselves
 * (an upgrade's unused part, a duplicate payment) was announced by that event's own notice, so
 * its start is not told twice.
 */

/**
 * Tells the learner a refund's new state; `changed`: the state stored is new. A refund made
 * gets its credit note while VAT is on (decisions/044), in the same transaction.
 */
export async function tellRefundState(tx: TDb, row: TRefundRow, changed: boolean, vat: TVatIssuer) {
  if (!changed || row.kind !== 'refund' || !row.userId) return;
  const facts = {
    userId: row.userId,
    reference: row.transactionReference,
    amount: row.amount,
    currency: row.currency,
  };
  const charge = `${row.transactionReference}:${row.amount}`;
  switch (row.status) {
    case 'pending':
    case 'processing': {
      const ours = await findJobPayload(tx, refundJob, {
        payload: { reference: row.transactionReference, amount: row.amount },
      });
      if (ours) return;
      await notifyLearner(tx, {
        ...facts,
        key: `refund-started:${charge}`,
        kind: 'refund-started',
      });
      return;
    }
    case 'processed':
      await issueCreditNote(tx, vat, row);
      await notifyLearner(tx, { ...facts, key: `refund-done:${row.id}`, kind: 'refund-done' });
      return;
    case 'failed':
    case 'needs-attention':
      // Told once per charge and amount: the retries of a refund we asked for (refund-retry.ts)
      // do not each say it failed.
      await notifyLearner(tx, {
        ...facts,
        key: `refund-failed:${charge}:${row.status}`,
        kind: 'refund-failed',
        needsDetails: row.status === 'needs-attention',
      });
      return;
  }
}

/** The learner lost what a charge bought (a refund in full, a dispute). */
export function tellAccessRemoved(
  tx: TDb,
  take: { userId: string; reference: string; purchase: string; cause: 'refund' | 'dispute' },
) {
  return notifyLearner(tx, {
    ...take,
    key: `access-removed:${take.reference}:${take.cause}`,
    kind: 'access-removed',
  });
}
