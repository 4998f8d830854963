import { z } from 'zod';
import { NOT_A_TAX_INVOICE } from './vat.ts';

/*
 * Tax invoices and credit notes (decisions/044): what the browser, the mail and the PDF say
 * about them. The server issues one per payment (and per processed refund) while VAT_NUMBER is
 * set, numbered without gaps per kind.
 */

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit-note'] as const;
export type TTaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** The document's title, as printed and linked: "Tax invoice", "Credit note". */
export const TAX_DOCUMENT_TITLES: Record<TTaxDocumentKind, string> = {
  invoice: 'Tax invoice',
  'credit-note': 'Credit note',
};

const PREFIX: Record<TTaxDocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** "INV-000042", "CN-000003": a document's number as printed. */
export function taxDocumentNumber(kind: TTaxDocumentKind, number: number): string {
  return `${PREFIX[kind]}-${String(number).padStart(6, '0')}`;
}

/** Where a document's PDF downloads (the owner, or an admin). */
export const taxDocumentPdfPath = (id: string) =>
  `/api/billing/tax-documents/${encodeURIComponent(id)}/pdf`;

/** A document as /account links it. */
export const ZTaxDocumentLink = z.object({
  id: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  /** As printed: "INV-000042". */
  number: z.string(),
});
export type TTaxDocumentLink = z.infer<typeof ZTaxDocumentLink>;

export const ZTaxDocumentParams = z.object({ id: z.uuid('Not a tax document id') });

/**
 * The receipt mail's line about tax: the invoice's number when one was issued, else (the seller
 * not registered for VAT) that the receipt is not a tax invoice.
 */
export function receiptTaxLine(invoice: { number: string } | null): string {
  return invoice
    ? `Your tax invoice ${invoice.number} is ready to download as a PDF, here and from your account's billing history.`
    : NOT_A_TAX_INVOICE;
}

/** A refund's mail line about its credit note. */
export const creditNoteLine = (number: string) =>
  `Your credit note ${number} for this refund is ready to download as a PDF, here and from your account's billing history.`;
