import type { TNoticeData } from '@thinkbuild/core';
import {
  creditNoteLine,
  receiptTaxLine,
  taxDocumentNumber,
  taxDocumentPdfPath,
} from '@thinkbuild/core/tax-documents';
import type { FastifyInstance } from 'fastify';
import { findCreditNoteOf, findInvoiceOf, type TTaxDocumentRow } from './invoices-repo.ts';

/*
 * What a billing mail says about tax (decisions/044): a payment's receipt (a first charge, a
 * renewal, an upgrade's charge) names its tax invoice and links its PDF, or says it is not a tax
 * invoice; a refund done names its credit note. The link goes under the mail's button, which
 * stays its first link.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const linkTo = (app: FastifyInstance, doc: TTaxDocumentRow, title: string) => {
  const number = taxDocumentNumber(doc.kind, doc.number);
  return {
    number,
    link: {
      label: `Download ${title} ${number} (PDF)`,
      url: `${app.config.publicUrl}${taxDocumentPdfPath(doc.id)}`,
    },
  };
};

/** The mail's line and link about tax, or null for a notice that has none. */
export async function noticeTax(app: FastifyInstance, key: string, data: TNoticeData) {
  if (data.kind === 'receipt' || data.kind === 'upgraded') {
    const invoice = app.config.vat ? await findInvoiceOf(app.db, data.reference) : null;
    if (!invoice) return { line: receiptTaxLine(null), link: null };
    const { number, link } = linkTo(app, invoice, 'tax invoice');
    return { line: receiptTaxLine({ number }), link };
  }
  // A refund done is told under `refund-done:<refund id>` (refunds/refund-notices.ts).
  const refundId = key.startsWith('refund-done:') ? key.slice('refund-done:'.length) : '';
  if (data.kind !== 'refund-done' || !UUID.test(refundId)) return null;
  const note = await findCreditNoteOf(app.db, refundId);
  if (!note) return null;
  const { number, link } = linkTo(app, note, 'credit note');
  return { line: creditNoteLine(number), link };
}
