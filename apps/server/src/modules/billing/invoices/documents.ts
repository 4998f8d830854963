import { csvAmount } from '@thinkbuild/core/csv';
import { refundStatusLabel } from '@thinkbuild/core/schemas/billing-history';
import { type TTaxDocumentLink, taxDocumentNumber } from '@thinkbuild/core/tax-documents';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  findTaxDocument,
  listAllTaxDocuments,
  listTaxDocumentsOf,
  listTaxDocumentsOfUser,
} from './invoices-repo.ts';
import { taxDocumentPdf } from './pdf.ts';

/* Reading issued tax documents: the PDF, /account's links and the ledger's columns. */

/** The learner's tax invoices and credit notes as issued ("Download my data"). */
export async function taxDocumentsDataOf(db: TDb, userId: string) {
  return (await listTaxDocumentsOfUser(db, userId)).map((d) => ({
    kind: d.kind,
    number: taxDocumentNumber(d.kind, d.number),
    paymentReference: d.transactionReference,
    issuedOn: d.issuedOn,
    seller: { name: d.sellerName, vatNumber: d.sellerVatNumber, address: d.sellerAddress },
    buyer: { name: d.buyerName, email: d.buyerEmail },
    description: d.description,
    amount: d.amount,
    vat: d.vat,
    currency: d.currency,
  }));
}

/** A document's PDF for its buyer or an admin; anyone else is told it does not exist. */
export async function taxDocumentDownload(
  db: TDb,
  viewer: { id: string; isAdmin: boolean },
  id: string,
) {
  const doc = await findTaxDocument(db, id);
  if (!doc || (doc.userId !== viewer.id && !viewer.isAdmin)) {
    throw new AppError('NOT_FOUND', 'No tax document of yours has this id');
  }
  const invoice = doc.invoiceId ? await findTaxDocument(db, doc.invoiceId) : null;
  const credits = invoice ? taxDocumentNumber('invoice', invoice.number) : null;
  return {
    number: taxDocumentNumber(doc.kind, doc.number),
    pdf: await taxDocumentPdf(doc, credits),
  };
}

type TDocumentOf = { kind: 'invoice' | 'credit-note'; number: number; amount: number };

/**
 * Matches documents to the payments and refunds they are for: a payment's invoice by its
 * reference, a refund's credit note by its payment's reference and amount (each note once).
 */
function matcher<T extends TDocumentOf & { reference: string }>(docs: readonly T[]) {
  const used = new Set<T>();
  return (type: 'charge' | 'refund', reference: string, amount: number): T | undefined => {
    const kind = type === 'charge' ? 'invoice' : 'credit-note';
    const found = docs.find(
      (d) =>
        d.kind === kind &&
        d.reference === reference &&
        !used.has(d) &&
        (kind === 'invoice' || d.amount === Math.abs(amount)),
    );
    if (found && kind === 'credit-note') used.add(found);
    return found;
  };
}

const REFUNDED = refundStatusLabel('processed');

/** Each history item with its tax document's link, where one was issued to this learner. */
export async function withTaxDocuments<
  T extends { type: 'charge' | 'refund'; status: string; reference: string; amount: number },
>(
  db: TDb,
  userId: string,
  items: readonly T[],
): Promise<(T & { taxDocument?: TTaxDocumentLink })[]> {
  const docs = (await listTaxDocumentsOf(db, [...new Set(items.map((i) => i.reference))])).filter(
    (d) => d.userId === userId,
  );
  const find = matcher(docs);
  return items.map((item) => {
    // A credit note is for a refund that was made, never one started or failed.
    const doc =
      item.type === 'charge' || item.status === REFUNDED
        ? find(item.type, item.reference, item.amount)
        : undefined;
    if (!doc) return item;
    return {
      ...item,
      taxDocument: { id: doc.id, kind: doc.kind, number: taxDocumentNumber(doc.kind, doc.number) },
    };
  });
}

/**
 * The ledger's two cells for a row: its tax invoice's or credit note's number and its VAT, as a
 * decimal signed as the row (a credit note's is negative); empty for a row with none.
 */
export async function ledgerTaxColumns(db: TDb) {
  const find = matcher(await listAllTaxDocuments(db));
  return (row: {
    type: string;
    status: string;
    reference: string;
    amount: number;
  }): [string, string] => {
    const type =
      row.type === 'Refund'
        ? row.status === 'processed'
          ? 'refund'
          : null
        : row.status === 'success'
          ? 'charge'
          : null;
    const doc = type && find(type, row.reference, row.amount);
    if (!doc) return ['', ''];
    return [
      taxDocumentNumber(doc.kind, doc.number),
      csvAmount(doc.kind === 'credit-note' ? -doc.vat : doc.vat),
    ];
  };
}
