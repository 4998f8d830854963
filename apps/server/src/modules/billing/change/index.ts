// Changing a subscription: upgrade (charged at once, settled later when Paystack is slow),
// downgrade or switch (scheduled for the end of the period), and cancel.
export { cancelSubscription } from './cancel.ts';
export { changePreview, changeSubscription } from './change.ts';
export { changeJobs } from './jobs.ts';
export { changeAwaitsAnswer } from './record.ts';
export { scheduledChange, unschedule } from './scheduled.ts';
export { upgradeAwaitsCharge } from './upgrade.ts';
