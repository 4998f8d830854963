// Tax invoices and credit notes (decisions/044): issued in the transaction of each payment and
// processed refund while VAT_NUMBER is set, numbered without gaps; their PDFs, /account's links
// and the ledger's columns.
export { ledgerTaxColumns, taxDocumentsDataOf, withTaxDocuments } from './documents.ts';
export { findInvoiceOf } from './invoices-repo.ts';
export { issueCreditNote, issueInvoice, type TVatIssuer } from './issue.ts';
export { noticeTax } from './notice-tax.ts';
export { taxDocumentRoutes } from './routes.ts';
