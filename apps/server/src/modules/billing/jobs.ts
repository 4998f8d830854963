import { isPlanCode, planLabel } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { htmlMail } from '../../mail/mailer.ts';
import type { TBillingDeps } from './fulfilment.ts';
import { BILLING_JOBS, findSubscriptionById, findUserEmail, updateSubscription } from './repo.ts';
import { applyStoredEvent } from './webhook.ts';

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

const ZEventJob = z.object({ id: z.string() });
const ZRefundJob = z.object({ reference: z.string(), amount: z.number().int().positive() });
const ZCardEmailJob = z.object({
  subscriptionId: z.string(),
  reason: z.enum(['failed', 'expiring']),
});
const ZStopJob = z.object({ subscriptionId: z.string() });

/** The billing module's jobs, on the app's queue (src/jobs). */
export function registerBillingJobs(app: FastifyInstance) {
  const deps = (): TBillingDeps => ({
    db: app.db,
    provider: app.payments,
    log: app.log,
    offer: app.config.offer,
  });
  app.jobs.registerJob(BILLING_JOBS.applyEvent, async (payload) => {
    await applyStoredEvent(deps(), ZEventJob.parse(payload).id);
    // The event may have changed someone's access after the webhook's answer left: no server
    // may keep serving a session with the old role (http/viewer-cache.ts).
    app.viewerCache.clear();
  });
  app.jobs.registerJob(BILLING_JOBS.stopSubscription, async (payload) => {
    await stopSubscriptionAtProvider(deps(), ZStopJob.parse(payload).subscriptionId);
  });
  // After an upgrade: the unused part of the old period goes back to the card (POST /refund).
  app.jobs.registerJob(BILLING_JOBS.refund, async (payload) => {
    const job = ZRefundJob.parse(payload);
    await app.payments.client.refund({
      transaction: job.reference,
      amount: job.amount,
      merchant_note: 'Unused part of the old plan after an upgrade',
    });
  });
  app.jobs.registerJob(BILLING_JOBS.cardEmail, async (payload) => {
    const job = ZCardEmailJob.parse(payload);
    await sendCardEmail(app, job.subscriptionId, job.reason);
  });
}
