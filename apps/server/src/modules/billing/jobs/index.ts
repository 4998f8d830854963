// Billing's job definitions (type and payload) for the workflows that enqueue them; the
// handlers are each workflow's own, registered by the module plugin (../index.ts).
export {
  applyEventJob,
  cardEmailJob,
  duplicateEmailJob,
  noticeJob,
  passRemindersJob,
  reconcileJob,
  refundJob,
  renewalRemindersJob,
  settleChangeJob,
  settleUpgradeJob,
  stopSubscriptionJob,
  withHandler,
} from './definitions.ts';
export type { TPendingChange, TPendingUpgrade, TRefundJob } from './payloads.ts';
