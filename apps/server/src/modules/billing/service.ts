/*
 * The billing module's face for other modules (account, admin…): what they may call, gathered
 * from the workflows' entry files. Billing's own code imports the sub-folders, never this file.
 */

// The admin screens' reads and actions (revenue, subscribers, ledger, reconciliation), served by
// billing's own /api/admin/billing routes (admin/routes.ts).
// The Insights' money by month (modules/insights, decisions/046): the same rules as the above.
export {
  billingSummary,
  enqueueReconcileNow,
  ledgerCsv,
  listLedger,
  moneyByMonth,
  subscribersPage,
} from './admin/index.ts';
// The learner's own billing data (download), what ends before their account is deleted, and
// account deletion's daily purge of what the law no longer requires kept (modules/account).
export {
  billingDataOf,
  purgeErasedPaymentRecords,
  stopChargesBeforeErasure,
} from './erasure/index.ts';
// What billing's actions need from the app (also account deletion's, modules/account).
export { billingContext, type TBillingContext } from './shared/index.ts';
