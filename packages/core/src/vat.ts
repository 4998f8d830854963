/*
 * South African VAT (issue 43): prices are shown and charged with VAT in them. A VAT vendor's tax
 * invoice states the VAT in the amount: its 15/115 share, rounded to the cent, the rest being
 * the price before VAT. With no VAT number set, nothing is a tax invoice.
 */

/** South Africa's standard rate, in percent. */
export const VAT_RATE_PERCENT = 15;

/** An amount with VAT in it (cents) as its two parts, which add up to it exactly. */
export function splitVat(inclusive: number, ratePercent: number = VAT_RATE_PERCENT) {
  const vat = Math.round((inclusive * ratePercent) / (100 + ratePercent));
  return { inclusive, vat, exclusive: inclusive - vat };
}

/** "incl. 15% VAT", beside every price when the seller is registered for VAT. */
export const VAT_INCLUDED_TEXT = `incl. ${VAT_RATE_PERCENT}% VAT`;

/** A receipt of a seller not registered for VAT says so. */
export const NOT_A_TAX_INVOICE = 'This receipt is not a tax invoice.';
