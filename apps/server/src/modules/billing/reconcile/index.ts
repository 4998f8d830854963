// Reconciling with Paystack: what lost webhooks left behind is healed, daily and on request.
export { reconcileJobs } from './jobs.ts';
export { scheduleDailyReconcile } from './reconcile.ts';
