import { formatPrice, isPlanCode, planLabel, purchaseLabel } from '@thinkbuild/core';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { job } from '../../db/schema.ts';
import { forgetEveryUser } from '../../http/viewer-cache.ts';
import { backoffMs, defineJob } from '../../jobs/define.ts';
import { htmlMail } from '../../mail/mailer.ts';
import type { TBillingDeps } from './fulfilment.ts';
import { reconcile, scheduleDailyReconcile } from './reconcile.ts';
import { findCheckout, findSubscriptionById, findUserEmail, updateSubscription } from './repo.ts';
import { settleUpgrade } from './upgrade.ts';
import { applyStoredEvent } from './webhook.ts';

/*
 * The billing module's jobs on the app's durable queue (ADR 010), each a `defineJob` with the
 * schema of its payload. Enqueuers import the definition (repo.ts, fulfilment.ts, upgrade.ts…),
 * so a payload that does not fit fails to compile. The schemas live here, not beside the code
 * that uses them: these definitions are built when this file loads, and the modules they call
 * import this one back.
 */

const depsOf = (app: FastifyInstance): TBillingDeps => ({
  db: app.db,
  provider: app.payments,
  log: app.log,
  offer: app.config.offer,
});

/** Paystack statuses after which a subscription never charges again. */
const STOPPED_AT_PAYSTACK = new Set(['complete', 'completed', 'cancelled', 'non-renewing']);

/**
 * `billing.stop-subscription`: a subscription we ended (replaced by a change, or by the offer)
 * must not charge again. Idempotent: it asks Paystack first, learns the email token when we do
 * not hold it (subscription.create does not carry one), and disables only a live one.
 */
export async function stopSubscriptionAtProvider(deps: TBillingDeps, subscriptionId: string) {
  const row = await findSubscriptionById(deps.db, subscriptionId);
  if (!row) return;
  const code = row.providerSubscriptionCode;
  // Its subscription.create has not arrived yet: try again after the back-off.
  if (!code) throw new Error(`subscription ${row.id} has no Paystack code yet`);
  const remote = await deps.provider.client.fetchSubscription(code);
  const token = row.providerEmailToken ?? remote.email_token ?? null;
  if (token && token !== row.providerEmailToken) {
    await updateSubscription(deps.db, row.id, { providerEmailToken: token });
  }
  if (STOPPED_AT_PAYSTACK.has(remote.status)) return;
  if (!token) throw new Error(`Paystack gave no email token for ${code}`);
  await deps.provider.client.disableSubscription({ code, token });
}

/** `billing.card-email`: a failed renewal or an expiring card; the learner can update it. */
async function sendCardEmail(
  app: FastifyInstance,
  subscriptionId: string,
  reason: 'failed' | 'expiring',
) {
  const row = await findSubscriptionById(app.db, subscriptionId);
  const to = row ? await findUserEmail(app.db, row.userId) : null;
  if (!row || !to) return;
  const plan = isPlanCode(row.planCode) ? planLabel(row.planCode) : row.planCode;
  const card = row.cardLast4 ? `your card ending in ${row.cardLast4}` : 'your card';
  const url = `${app.config.publicUrl}/account`;
  const lines =
    reason === 'failed'
      ? [
          `We could not renew your ${plan} subscription with ${card}.`,
          'Update your card and Paystack will try again. You keep access in the meantime.',
        ]
      : [
          `${card[0]?.toUpperCase()}${card.slice(1)}, which pays for your ${plan} subscription, expires soon.`,
          'Update it so your next renewal goes through.',
        ];
  const heading =
    reason === 'failed' ? 'Your payment did not go through' : 'Your card expires soon';
  await app.mailer.send({
    to,
    subject: `ThinkBuild: ${heading.toLowerCase()}`,
    text: `${lines.join('\n\n')}\n\nUpdate your card: ${url}\n`,
    html: htmlMail({ heading, lines, button: { label: 'Update your card', url } }),
  });
}

const ZRefundJob = z.object({
  reference: z.string(),
  /** Why, for Paystack's dashboard (jobs enqueued before this field existed lack it). */
  note: z.string().optional(),
  amount: z.number().int().positive(),
  /** When the refund was decided (jobs enqueued before this field existed lack it). */
  requestedAt: z.iso.datetime().optional(),
});

/** How long a refund job keeps trying while Paystack cannot answer (ADR 006). */
const REFUND_RETRY_SPAN_MS = 24 * 60 * 60 * 1000;

/** Attempts whose back-offs (doubling from `baseMs`, at most an hour) add up to a day. */
export function attemptsForADay(baseMs: number) {
  let attempts = 1;
  for (let waited = 0; waited < REFUND_RETRY_SPAN_MS; attempts++) {
    waited += backoffMs(attempts, baseMs);
  }
  return attempts;
}

/** Our clock and Paystack's may differ a little; the window starts this much earlier. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

/**
 * `billing.refund`: after an upgrade the unused part of the old period goes back to the card,
 * at most once. Paystack's `POST /refund` has no idempotency key, and a job runs again when its
 * worker died (or the answer was lost) after Paystack accepted the refund. So every attempt
 * first lists the refunds made since the job was decided (`GET /refund?from=`) and makes none
 * when one of this charge for this amount is there (a failed one does not count). The first
 * attempt looks too: it costs one GET on a window of minutes, there is no second path to get
 * wrong, and a refund someone already made by hand on Paystack's dashboard is not doubled.
 */
async function refundOnce(
  deps: TBillingDeps,
  task: z.infer<typeof ZRefundJob>,
  log: FastifyBaseLogger,
) {
  const client = deps.provider.client;
  const from = task.requestedAt
    ? new Date(Date.parse(task.requestedAt) - CLOCK_SKEW_MS)
    : undefined;
  const made = (await client.listRefunds({ from })).find(
    (r) =>
      r.transaction_reference === task.reference &&
      r.amount === task.amount &&
      r.status !== 'failed',
  );
  if (made) {
    log.info(
      { refund: made.id, reference: task.reference, amount: task.amount },
      'refund already made at Paystack; not made again',
    );
    return;
  }
  await client.refund({
    transaction: task.reference,
    amount: task.amount,
    merchant_note: task.note ?? 'Unused part of the old plan after an upgrade',
  });
}

/** `billing.duplicate-email`: a payment for access already held is being refunded in full. */
async function sendDuplicateEmail(app: FastifyInstance, reference: string) {
  const co = await findCheckout(app.db, reference);
  const to = co ? await findUserEmail(app.db, co.userId) : null;
  if (!co || !to) return;
  const price = formatPrice({ amount: co.amount, currency: co.currency });
  const url = `${app.config.publicUrl}/account`;
  const heading = 'We are refunding a payment';
  const lines = [
    `Your payment of ${price} for ${purchaseLabel(co.purchase)} came after you already had that access (from an earlier payment, perhaps in another tab), so it bought nothing new.`,
    `We are refunding the ${price} in full to the card you paid with. Nothing about your access changes.`,
  ];
  await app.mailer.send({
    to,
    subject: 'ThinkBuild: your duplicate payment is refunded',
    text: `${lines.join('\n\n')}\n\nYour account: ${url}\n`,
    html: htmlMail({ heading, lines, button: { label: 'See your account', url } }),
  });
}

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

/** A stored webhook event is applied (webhook.ts), after the answer left. */
export const applyEventJob = defineJob({
  type: 'billing.apply-event',
  schema: z.object({ id: z.string() }),
  async handler({ id }, { app }) {
    await applyStoredEvent(depsOf(app), id);
    // The event may have changed someone's access after the webhook's answer left: no server
    // may keep serving a session with the old role (http/viewer-cache.ts).
    void forgetEveryUser(app.cache);
  },
});

export const stopSubscriptionJob = defineJob({
  type: 'billing.stop-subscription',
  schema: z.object({ subscriptionId: z.string() }),
  async handler({ subscriptionId }, { app }) {
    await stopSubscriptionAtProvider(depsOf(app), subscriptionId);
  },
});

/**
 * After an upgrade (or of a duplicate payment): money goes back to the card (POST /refund).
 * Paystack may be unreachable for hours: whatever the enqueuer asked for (older jobs and
 * upgrade.ts ask for 3), a refund keeps trying for a day before it is left to the admin.
 */
export const refundJob = defineJob({
  type: 'billing.refund',
  schema: ZRefundJob,
  async handler(task, { app, id, log }) {
    const refundAttempts = attemptsForADay(app.config.jobsRetryBaseMs);
    await app.db
      .update(job)
      .set({ maxAttempts: sql`greatest(${job.maxAttempts}, ${refundAttempts})` })
      .where(eq(job.id, id));
    await refundOnce(depsOf(app), task, log);
  },
});

/** An upgrade whose first charge was not confirmed in the request (no answer, or not yet). */
export const settleUpgradeJob = defineJob({
  type: 'billing.settle-upgrade',
  schema: ZPendingUpgrade,
  async handler(pending, { app, log }) {
    const outcome = await settleUpgrade(depsOf(app), pending);
    log.info({ outcome }, 'upgrade settled');
    void forgetEveryUser(app.cache);
  },
});

export const duplicateEmailJob = defineJob({
  type: 'billing.duplicate-email',
  schema: z.object({ reference: z.string() }),
  async handler({ reference }, { app }) {
    await sendDuplicateEmail(app, reference);
  },
});

export const cardEmailJob = defineJob({
  type: 'billing.card-email',
  schema: z.object({ subscriptionId: z.string(), reason: z.enum(['failed', 'expiring']) }),
  async handler({ subscriptionId, reason }, { app }) {
    await sendCardEmail(app, subscriptionId, reason);
  },
});

/**
 * Once a day, and when the admin asks (admin/billing-reconcile.ts): heal what lost webhooks
 * left behind (reconcile.ts). The day's dedupe key means two servers queue it once, and the
 * queue's claim means one of them runs it; each daily run queues the next day's.
 */
export const reconcileJob = defineJob({
  type: 'billing.reconcile',
  schema: z.object({ daily: z.boolean().default(false) }),
  async handler({ daily }, { app }) {
    try {
      const result = await reconcile(depsOf(app));
      // A healing may have changed someone's access: no cached session keeps the old role.
      if (result.healed > 0) void forgetEveryUser(app.cache);
    } finally {
      if (daily) await scheduleDailyReconcile(app.db);
    }
  },
});

/** The billing module's jobs, on the app's queue (src/jobs), and the first daily reconcile. */
export function registerBillingJobs(app: FastifyInstance) {
  for (const definition of [
    applyEventJob,
    stopSubscriptionJob,
    refundJob,
    settleUpgradeJob,
    duplicateEmailJob,
    cardEmailJob,
    reconcileJob,
  ]) {
    app.jobs.register(definition);
  }
  app.addHook('onReady', async () => {
    await scheduleDailyReconcile(app.db);
  });
}
