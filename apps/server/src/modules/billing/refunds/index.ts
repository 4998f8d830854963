// Refunds, disputes and card problems as Paystack reports them, and the refunds we ask for.
export { attemptsForADay, refundJobs } from './jobs.ts';
export {
  applyDispute,
  applyRefundReport,
  applyRefundState,
  emailAboutCard,
  ZDisputeData,
  ZExpiringCards,
  ZRefundData,
} from './refunds.ts';
