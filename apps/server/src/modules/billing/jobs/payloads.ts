import { z } from 'zod';

/* The payloads of billing's jobs (definitions.ts): stored as JSON, so each field stays readable
 * by the code that runs jobs enqueued before it changed. */

export const ZApplyEventJob = z.object({ id: z.string() });

export const ZStopSubscriptionJob = z.object({ subscriptionId: z.string() });

export const ZRefundJob = z.object({
  reference: z.string(),
  /** Why, for Paystack's dashboard (jobs enqueued before this field existed lack it). */
  note: z.string().optional(),
  amount: z.number().int().positive(),
  /** When the refund was decided (jobs enqueued before this field existed lack it). */
  requestedAt: z.iso.datetime().optional(),
});
export type TRefundJob = z.infer<typeof ZRefundJob>;

/** An upgrade waiting for its first charge: what it replaces, what it becomes, since when. */
export const ZPendingUpgrade = z.object({
  userId: z.string(),
  email: z.string(),
  /** Our row of the plan held until the new one is paid. */
  oldId: z.string(),
  plan: z.string(),
  providerPlan: z.string(),
  /** Paystack's code of the new subscription; unknown when the create timed out. */
  code: z.string().nullable(),
  /** What the old period was charged (the refund is a share of it), in subunits. */
  paid: z.number().int().nonnegative().nullable(),
  since: z.iso.datetime(),
});
export type TPendingUpgrade = z.infer<typeof ZPendingUpgrade>;

/**
 * A downgrade or interval switch whose create got no answer, and Paystack could not be asked
 * either: what it replaces, what it becomes, when it starts, and how to put the old one back.
 */
export const ZPendingChange = z.object({
  userId: z.string(),
  email: z.string(),
  /** Our row of the plan held until the change starts. */
  oldId: z.string(),
  plan: z.string(),
  providerPlan: z.string(),
  since: z.iso.datetime(),
  startsOn: z.iso.datetime().nullable(),
  card: z.object({ last4: z.string(), brand: z.string() }),
  /** The old subscription, disabled before the create: enabled again if nothing was made. */
  reenable: z.object({ code: z.string(), token: z.string() }).nullable(),
});
export type TPendingChange = z.infer<typeof ZPendingChange>;

export const ZDuplicateEmailJob = z.object({ reference: z.string() });

export const ZCardEmailJob = z.object({
  subscriptionId: z.string(),
  reason: z.enum(['failed', 'expiring']),
});

export const ZReconcileJob = z.object({ daily: z.boolean().default(false) });

/** A recorded billing notice (notices/): rendered and mailed once. */
export const ZNoticeJob = z.object({ id: z.string() });

/** The daily look for annual plans renewing in 7 days (notices/reminders.ts). */
export const ZRenewalRemindersJob = z.object({ daily: z.boolean().default(true) });
