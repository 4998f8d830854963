import { describe, expect, it } from 'vitest';
import {
  creditNoteLine,
  receiptTaxLine,
  taxDocumentNumber,
  taxDocumentPdfPath,
  ZTaxDocumentParams,
} from './tax-documents.ts';
import { NOT_A_TAX_INVOICE } from './vat.ts';

describe('tax documents', () => {
  it('are numbered per kind, six digits and more as they grow', () => {
    expect(taxDocumentNumber('invoice', 1)).toBe('INV-000001');
    expect(taxDocumentNumber('credit-note', 42)).toBe('CN-000042');
    expect(taxDocumentNumber('invoice', 1_234_567)).toBe('INV-1234567');
  });

  it('download from the API by id; an id is a uuid', () => {
    const id = '3f1c2b9e-8d4a-4c3b-9f2e-1a2b3c4d5e6f';
    expect(taxDocumentPdfPath(id)).toBe(`/api/billing/tax-documents/${id}/pdf`);
    expect(ZTaxDocumentParams.safeParse({ id }).success).toBe(true);
    expect(ZTaxDocumentParams.safeParse({ id: '../1' }).success).toBe(false);
  });

  it('a receipt names its tax invoice, or says it is not one', () => {
    expect(receiptTaxLine({ number: 'INV-000007' })).toMatch(/^Your tax invoice INV-000007 /);
    expect(receiptTaxLine(null)).toBe(NOT_A_TAX_INVOICE);
    expect(creditNoteLine('CN-000002')).toMatch(/^Your credit note CN-000002 for this refund/);
  });
});
