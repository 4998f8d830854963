// The admin's billing screens: revenue, subscribers, the payments ledger and reconciliation,
// served under /api/admin/billing (routes.ts).
export { ledgerCsv, listLedger } from './ledger.ts';
export { MONEY_MONTHS, moneyByMonth } from './monthly.ts';
export { enqueueReconcileNow } from './reconcile.ts';
export { adminBillingRoutes } from './routes.ts';
export { subscribersPage } from './subscribers.ts';
export { billingSummary } from './summary.ts';
