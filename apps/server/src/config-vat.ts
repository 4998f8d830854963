import { z } from 'zod';

/*
 * The seller's VAT registration (decisions/044): with VAT_NUMBER set, prices are shown with
 * "incl. 15% VAT" and every payment gets a tax invoice, every processed refund a credit note,
 * naming the seller as SARS requires (legal name, VAT number, address). Unset, nothing is a tax
 * invoice and receipts say so.
 */

/** The VAT settings of config.ts's schema (README "Settings"). */
export const VAT_ENV = {
  VAT_NUMBER: z
    .string()
    .trim()
    .regex(/^4\d{9}$/, 'VAT_NUMBER must be a South African VAT number: 10 digits starting with 4')
    .optional(),
  VAT_LEGAL_NAME: z.string().trim().min(2).max(200).optional(),
  /** Lines separated by ";" or new lines ("12 Long St; Cape Town; 8001"). */
  VAT_ADDRESS: z.string().trim().min(5).max(500).optional(),
};

type TVatEnv = {
  VAT_NUMBER?: string | undefined;
  VAT_LEGAL_NAME?: string | undefined;
  VAT_ADDRESS?: string | undefined;
};

/** A tax invoice names the seller in full: with VAT_NUMBER, the other two are required. */
export function vatProblems(e: TVatEnv): string[] {
  if (!e.VAT_NUMBER) return [];
  const problems: string[] = [];
  if (!e.VAT_LEGAL_NAME)
    problems.push('VAT_LEGAL_NAME: required with VAT_NUMBER (the seller named on tax invoices)');
  if (!e.VAT_ADDRESS)
    problems.push('VAT_ADDRESS: required with VAT_NUMBER (the seller’s address on tax invoices)');
  return problems;
}

/** The seller a tax invoice names, or null when not registered for VAT. */
export type TVatSeller = { number: string; legalName: string; address: string };

/** The VAT settings as the server reads them. */
export function vatSettings(e: TVatEnv): { vat: TVatSeller | null } {
  const { VAT_NUMBER: number, VAT_LEGAL_NAME: legalName, VAT_ADDRESS: address } = e;
  return { vat: number && legalName && address ? { number, legalName, address } : null };
}
