// A learner's billing data: downloaded on request, stopped before the account is deleted, and
// purged once the law no longer requires it kept.
export { billingDataOf, stopChargesBeforeErasure } from './personal-data.ts';
export { purgeErasedPaymentRecords } from './retention-repo.ts';
