// Checkout: starting a payment for a plan or the offer, fulfilling it when Paystack confirms the
// charge (a duplicate is refunded), and what the learner sees of it.

export { linkDuplicate } from './duplicates.ts';
export {
  applyCharge,
  applyChargeEvent,
  cardOf,
  ourPlanOrNull,
  renewalPriceProblem,
  stopLater,
} from './fulfilment.ts';
export { checkoutJobs } from './jobs.ts';
export { cardUpdateLink, startCheckout, subscribe } from './start.ts';
export { customerView, paymentStatus } from './status.ts';
