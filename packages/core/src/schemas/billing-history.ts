import { z } from 'zod';
import { NOTICE_KINDS } from '../billing-notices.ts';
import { ZTaxDocumentLink } from '../tax-documents.ts';

/*
 * GET /api/billing/history and GET /api/billing/receipts/:reference (decisions/031): what the
 * learner paid and got back, and the messages billing sent them.
 */

/** How a refund's state reads to the learner. */
export const REFUND_STATUS_LABELS: Record<string, string> = {
  pending: 'Refund started',
  processing: 'Refund started',
  processed: 'Refunded',
  failed: 'Refund failed',
  'needs-attention': 'Refund waiting for bank details',
};
export const refundStatusLabel = (status: string) => REFUND_STATUS_LABELS[status] ?? status;

export const ZBillingHistoryItem = z.object({
  type: z.enum(['charge', 'refund']),
  /** ISO date-time: paid, or the refund's last change. */
  at: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  /** "Paid", "Refunded", "Refund started"…: the words, as shown. */
  status: z.string(),
  /** The charge's reference (a refund's: of the charge it gives back). */
  reference: z.string(),
  /** What was bought ("Builder (monthly)"). */
  what: z.string(),
  cardLast4: z.string().nullable(),
  /** A payment's tax invoice or a refund's credit note, while VAT is on (decisions/044). */
  taxDocument: ZTaxDocumentLink.optional(),
});
export type TBillingHistoryItem = z.infer<typeof ZBillingHistoryItem>;

export const ZBillingNoticeView = z.object({
  id: z.string(),
  kind: z.enum(NOTICE_KINDS as [string, ...string[]]),
  at: z.string(),
  heading: z.string(),
  lines: z.array(z.string()),
  /** Where its button goes in the app ("/account/receipts/tb-…"). */
  path: z.string(),
});
export type TBillingNoticeView = z.infer<typeof ZBillingNoticeView>;

export const ZBillingHistoryResponse = z.object({
  /** Every charge and refund, newest first. */
  items: z.array(ZBillingHistoryItem),
  /** The latest billing messages, newest first. */
  notices: z.array(ZBillingNoticeView),
});
export type TBillingHistoryResponse = z.infer<typeof ZBillingHistoryResponse>;

/** One payment's receipt: the charge, to whom, and what of it was refunded. */
export const ZReceiptResponse = z.object({
  reference: z.string(),
  paidAt: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  what: z.string(),
  cardLast4: z.string().nullable(),
  email: z.string(),
  /** The seller is registered for VAT; without it the receipt is not a tax invoice. */
  vat: z.boolean().optional(),
  /** This payment's tax invoice (none: paid while no VAT number was set). */
  taxInvoice: ZTaxDocumentLink.nullable().optional(),
  refunds: z.array(
    z.object({
      at: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      status: z.string(),
    }),
  ),
});
export type TReceiptResponse = z.infer<typeof ZReceiptResponse>;
