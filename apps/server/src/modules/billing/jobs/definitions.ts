import { declareJob, handleJob } from '../../../jobs/define.ts';
import {
  ZApplyEventJob,
  ZCardEmailJob,
  ZDuplicateEmailJob,
  ZNoticeJob,
  ZPendingChange,
  ZPendingUpgrade,
  ZReconcileJob,
  ZRefundJob,
  ZRenewalRemindersJob,
  ZStopSubscriptionJob,
} from './payloads.ts';

/*
 * The billing module's jobs on the app's durable queue (decisions/010): each one's type and the
 * schema of its payload, which is all an enqueuer needs (a payload that does not fit fails to
 * compile). What runs them sits beside the workflow that owns the work (webhooks/jobs.ts,
 * refunds/jobs.ts…) and is joined to its definition only when the module plugin registers the
 * jobs, so this folder imports nothing else of billing, and the workflows that enqueue a job
 * never import the code that runs it.
 */

/** `declaration` joined to what runs it, where the module registers its jobs. */
export const withHandler = handleJob;

/** A stored webhook event is applied (webhooks/), after the answer left. */
export const applyEventJob = declareJob({ type: 'billing.apply-event', schema: ZApplyEventJob });

/**
 * A subscription we ended (replaced by a change, or by the offer) must not charge again: it is
 * stopped at Paystack (change/jobs.ts).
 */
export const stopSubscriptionJob = declareJob({
  type: 'billing.stop-subscription',
  schema: ZStopSubscriptionJob,
});

/**
 * After an upgrade (or of a duplicate payment): money goes back to the card (POST /refund),
 * at most once; it keeps trying for a day (refunds/jobs.ts).
 */
export const refundJob = declareJob({ type: 'billing.refund', schema: ZRefundJob });

/** An upgrade whose first charge was not confirmed in the request (no answer, or not yet). */
export const settleUpgradeJob = declareJob({
  type: 'billing.settle-upgrade',
  schema: ZPendingUpgrade,
});

/** A scheduled change whose create got no answer and that Paystack could not confirm then. */
export const settleChangeJob = declareJob({
  type: 'billing.settle-change',
  schema: ZPendingChange,
});

/** A payment for access already held is being refunded in full: the learner is told. */
export const duplicateEmailJob = declareJob({
  type: 'billing.duplicate-email',
  schema: ZDuplicateEmailJob,
});

/** A failed renewal or an expiring card: the learner is asked to update it. */
export const cardEmailJob = declareJob({ type: 'billing.card-email', schema: ZCardEmailJob });

/**
 * Once a day, and when the admin asks: heal what lost webhooks left behind (reconcile/). The
 * day's dedupe key means two servers queue it once, and the queue's claim means one of them
 * runs it; each daily run queues the next day's.
 */
export const reconcileJob = declareJob({ type: 'billing.reconcile', schema: ZReconcileJob });

/**
 * A money event's message to the learner (notices/): recorded in the event's transaction, then
 * rendered and mailed by this job, once per notice.
 */
export const noticeJob = declareJob({ type: 'billing.notice', schema: ZNoticeJob });

/** Once a day: annual plans renewing in 7 days get their reminder notice (notices/). */
export const renewalRemindersJob = declareJob({
  type: 'billing.renewal-reminders',
  schema: ZRenewalRemindersJob,
});

/**
 * Once a day, at 07:00 in Johannesburg: passes ending in 7 days, tomorrow or today get their
 * reminder notice (passes/).
 */
export const passRemindersJob = declareJob({
  type: 'billing.pass-reminders',
  schema: ZRenewalRemindersJob,
});
