import { purchaseName } from '@thinkbuild/core/billing-notices';
import { isoDay } from '@thinkbuild/core/format';
import { taxDocumentNumber } from '@thinkbuild/core/tax-documents';
import { splitVat } from '@thinkbuild/core/vat';
import type { TVatSeller } from '../../../config-vat.ts';
import type { TDb } from '../../../db/client.ts';
import {
  findBuyer,
  findCreditNoteOf,
  findInvoiceOf,
  insertTaxDocument,
  type TTaxDocumentRow,
} from './invoices-repo.ts';

/*
 * Issuing tax documents (decisions/044): a tax invoice for every successful payment and a credit
 * note for every processed refund of an invoiced payment, each in the transaction that records
 * the payment or the refund, so its number is taken exactly when that commits.
 */

/** The seller's VAT registration and calendar (TIME_ZONE); null: not a VAT vendor. */
export type TVatIssuer = (TVatSeller & { timeZone: string }) | null;

/** A successful payment, as its receipt records it. */
export type TPaymentFacts = {
  userId: string;
  reference: string;
  /** Subunits, VAT included. */
  amount: number;
  currency: string;
  /** A plan, pass or the offer's code. */
  purchase: string;
  paidAt: Date;
};

const sellerOf = (vat: NonNullable<TVatIssuer>) => ({
  sellerName: vat.legalName,
  sellerVatNumber: vat.number,
  sellerAddress: vat.address,
});

/**
 * The payment's tax invoice: issued once (a replayed event finds the first), only while the
 * seller is registered for VAT. Dated the day it was paid in the seller's calendar.
 */
export async function issueInvoice(
  tx: TDb,
  vat: TVatIssuer,
  payment: TPaymentFacts,
): Promise<TTaxDocumentRow | null> {
  if (!vat) return null;
  const issued = await findInvoiceOf(tx, payment.reference);
  if (issued) return issued;
  const buyer = await findBuyer(tx, payment.userId);
  if (!buyer) return null;
  return insertTaxDocument(tx, {
    kind: 'invoice',
    transactionReference: payment.reference,
    userId: payment.userId,
    issuedAt: payment.paidAt,
    issuedOn: isoDay(payment.paidAt, vat.timeZone),
    ...sellerOf(vat),
    buyerName: buyer.name.trim() || buyer.email,
    buyerEmail: buyer.email,
    description: `ThinkBuild: ${purchaseName(payment.purchase)}`,
    amount: payment.amount,
    vat: splitVat(payment.amount).vat,
    currency: payment.currency,
  });
}

/** A refund as billing_refund keeps it. */
export type TRefundFacts = {
  id: string;
  transactionReference: string;
  amount: number;
  currency: string;
};

/**
 * A processed refund's credit note, once per refund, against the payment's tax invoice (a
 * payment that had none, paid while no VAT number was set, has nothing to credit).
 */
export async function issueCreditNote(
  tx: TDb,
  vat: TVatIssuer,
  refund: TRefundFacts,
  now = new Date(),
): Promise<TTaxDocumentRow | null> {
  if (!vat) return null;
  const invoice = await findInvoiceOf(tx, refund.transactionReference);
  if (!invoice) return null;
  const issued = await findCreditNoteOf(tx, refund.id);
  if (issued) return issued;
  return insertTaxDocument(tx, {
    kind: 'credit-note',
    transactionReference: refund.transactionReference,
    refundId: refund.id,
    invoiceId: invoice.id,
    userId: invoice.userId,
    issuedAt: now,
    issuedOn: isoDay(now, vat.timeZone),
    ...sellerOf(vat),
    buyerName: invoice.buyerName,
    buyerEmail: invoice.buyerEmail,
    description: `Refund against ${taxDocumentNumber('invoice', invoice.number)}: ${invoice.description}`,
    amount: refund.amount,
    vat: splitVat(refund.amount).vat,
    currency: refund.currency || invoice.currency,
  });
}
