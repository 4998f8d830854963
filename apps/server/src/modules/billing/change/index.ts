// Changing a subscription: upgrade (charged at once, settled later when Paystack is slow),
// downgrade or switch (scheduled for the end of the period), cancel, and resume (undoing a cancel).
export { cancelSubscription, tellCancelled } from './cancel.ts';
export { changePreview, changeSubscription } from './change.ts';
export { changeJobs, stopSubscriptionAtProvider } from './jobs.ts';
export { changeAwaitsAnswer } from './record.ts';
export { resumeSubscription } from './resume.ts';
export { scheduledChange, unschedule } from './scheduled.ts';
export { upgradeAwaitsCharge } from './upgrade.ts';
