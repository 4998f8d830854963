// What every billing workflow shares: the billing tables' common reads and writes (repo.ts),
// what the work needs from the app (context.ts), and one learner action at a time
// (idempotency.ts).

export { planOfCharge, storedChargeOf, type TStoredCharge } from './charge-events.ts';
export { chargedInRows, paidForOffer } from './charges-repo.ts';
export {
  billingContext,
  depsOf,
  emailTokenFor,
  type TBillingContext,
  type TBillingDeps,
  viaProvider,
} from './context.ts';
export { findEndedButPaid } from './held-repo.ts';
export { idempotencyKeyOf, learnerAction } from './idempotency.ts';
export {
  findCheckout,
  findEvent,
  findHeldBehind,
  findLiveSubscription,
  findSubscriptionByCharge,
  findSubscriptionByCode,
  findSubscriptionById,
  findUserByEmail,
  findUserEmail,
  insertCheckout,
  insertSubscription,
  latestReusableAuthorization,
  listAuthorizations,
  listSubscriptions,
  markEventProcessed,
  markEventWaiting,
  planWaitKey,
  saveAuthorization,
  setLifetimeAccess,
  settleWaitingCharge,
  storeEvent,
  type TCardInput,
  type TCheckoutRow,
  type TSubscriptionFields,
  type TSubscriptionRow,
  updateCheckout,
  updateSubscription,
  withUserLock,
} from './repo.ts';
