import { sql } from 'drizzle-orm';
import { date, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

/**
 * The last number given per document kind: a tax invoice's or credit note's number is taken by
 * `UPDATE … SET last = last + 1 RETURNING last` in the transaction that records the payment or
 * the refund, so numbers have no gaps and never repeat (a rolled-back payment gives its number
 * back with it).
 */
export const taxDocumentCounter = pgTable('tax_document_counter', {
  kind: text('kind', { enum: ['invoice', 'credit-note'] }).primaryKey(),
  last: integer('last').notNull().default(0),
});

/**
 * A tax invoice (one per successful payment) or a credit note (one per processed refund),
 * issued while VAT_NUMBER is set. The seller's and buyer's details are copied in when issued,
 * so a document never changes after it was given.
 */
export const taxDocument = pgTable(
  'tax_document',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['invoice', 'credit-note'] }).notNull(),
    number: integer('number').notNull(),
    /** The payment it is for (an invoice), or the payment refunded (a credit note). */
    transactionReference: text('transaction_reference').notNull(),
    /** A credit note's refund (billing_refund.id). */
    refundId: uuid('refund_id'),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The date in the seller's calendar (TIME_ZONE). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    sellerName: text('seller_name').notNull(),
    sellerVatNumber: text('seller_vat_number').notNull(),
    sellerAddress: text('seller_address').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    description: text('description').notNull(),
    /** VAT included, in subunits; `vat` is its 15/115 share. */
    amount: integer('amount').notNull(),
    vat: integer('vat').notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [
    uniqueIndex('tax_document_number').on(t.kind, t.number),
    uniqueIndex('tax_document_invoice_once')
      .on(t.transactionReference)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('tax_document_refund_once').on(t.refundId),
  ],
);
