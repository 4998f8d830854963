// Checkout: starting a payment for a plan or the offer, fulfilling it when Paystack confirms the
// charge (a duplicate is refunded; a subscription it replaces is stopped and its unused part
// refunded), and what the learner sees of it.

export {
  RENEWAL_AFTER_END_NOTE,
  RENEWAL_AFTER_END_OUTCOME,
  refundedAsRenewalAfterEnd,
  refundRenewalAfterEnd,
} from './after-end.ts';
export { linkDuplicate } from './duplicates.ts';
export {
  applyCharge,
  applyChargeEvent,
  cardOf,
  ourPlanOrNull,
  renewalPriceProblem,
} from './fulfilment.ts';
export { cardUpdateLink, startCheckout, subscribe } from './start.ts';
export { customerView, paymentStatus } from './status.ts';
export { offerQuote, stopLater } from './superseded.ts';
