/**
 * How long the payment records of a deleted account are kept, unlinked and anonymised, before
 * they are purged: seven years from the record's last change
 * (docs/decisions/021-account-deletion.md). South Africa's Tax Administration Act (s29) keeps
 * tax records five years from the return they support, and a return is filed after the tax
 * year the payment falls in, so five years from the payment itself would be too early; the
 * Companies Act (s24) keeps a company's accounting records seven years. POPIA (s14) allows
 * keeping a record that long because a law requires it, and no longer: the longer of the two.
 */
export const PAYMENT_RECORD_RETENTION_YEARS = 7;
