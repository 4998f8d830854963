import { PAYMENT_RECORD_RETENTION_YEARS } from '@thinkbuild/core';
import { and, isNull, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { billingHealing, billingRefund, checkout, taxDocument } from '../../../db/schema.ts';

/**
 * Deletes the payment records kept for deleted accounts (unlinked: `user_id` null, decisions/021)
 * whose last change is older than the legal retention period (core's
 * PAYMENT_RECORD_RETENTION_YEARS, counted on the database's clock like the job queue's times):
 * checkouts, refunds and disputes, what reconciling healed, and tax invoices and credit notes
 * (kept as long: more than the five years SARS asks, decisions/044). A record still linked to an
 * account is never touched. Idempotent: a second run finds nothing left.
 */
export async function purgeErasedPaymentRecords(db: TDb) {
  const cutoff = sql`now() - make_interval(years => ${PAYMENT_RECORD_RETENTION_YEARS})`;
  return db.transaction(async (tx) => {
    const checkouts = await tx
      .delete(checkout)
      .where(and(isNull(checkout.userId), lt(checkout.updatedAt, cutoff)))
      .returning({ reference: checkout.reference });
    const refunds = await tx
      .delete(billingRefund)
      .where(and(isNull(billingRefund.userId), lt(billingRefund.updatedAt, cutoff)))
      .returning({ id: billingRefund.id });
    const healings = await tx
      .delete(billingHealing)
      .where(and(isNull(billingHealing.userId), lt(billingHealing.createdAt, cutoff)))
      .returning({ id: billingHealing.id });
    const documents = await tx
      .delete(taxDocument)
      .where(and(isNull(taxDocument.userId), lt(taxDocument.issuedAt, cutoff)))
      .returning({ id: taxDocument.id });
    return {
      checkouts: checkouts.length,
      refunds: refunds.length,
      healings: healings.length,
      taxDocuments: documents.length,
    };
  });
}
