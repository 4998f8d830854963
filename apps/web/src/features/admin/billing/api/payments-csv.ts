/** A plain link, not fetch: the browser saves the server's attachment as a file. */
export const PAYMENTS_CSV_URL = '/api/admin/billing/payments.csv';
