import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * Refunds and disputes as Paystack reported them (ADR 006, "Refunds and disputes"): one row
 * each, in its latest state, so what was refunded of a charge is the sum of its processed rows
 * (never today's price), the admin sees failed and needs-attention ones, and a dispute
 * resolved in the merchant's favour knows what to give back.
 *
 * A refund is known by `refund_reference` in its events and by `paystack_id` in List Refunds;
 * either may be missing, so a row learns the other when it is matched (refunds-repo.ts).
 */
export const billingRefund = pgTable(
  'billing_refund',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['refund', 'dispute'] }).notNull(),
    refundReference: text('refund_reference'),
    /** Paystack's numeric id of the refund or the dispute, as text. */
    paystackId: text('paystack_id'),
    /** The charge refunded or disputed. */
    transactionReference: text('transaction_reference').notNull(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** Refund: pending, processing, processed, failed, needs-attention. Dispute: Paystack's. */
    status: text('status').notNull(),
    /** A resolved dispute's resolution (merchant-accepted or declined). */
    resolution: text('resolution'),
    /** What it took back ("lifetime", "subscription:<id>"), for a dispute's restore. */
    took: text('took'),
    /** The access end the taken subscription period had. */
    tookUntil: timestamp('took_until', { withTimezone: true }),
    /** What applying it did, for the admin. */
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_refund_reference').on(t.kind, t.refundReference),
    uniqueIndex('billing_refund_paystack_id').on(t.kind, t.paystackId),
    index('billing_refund_charge').on(t.transactionReference),
  ],
);
