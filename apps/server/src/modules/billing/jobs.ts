import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TBillingDeps } from './fulfilment.ts';
import { BILLING_JOBS, findSubscriptionById, updateSubscription } from './repo.ts';
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

const ZEventJob = z.object({ id: z.string() });
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
  });
  app.jobs.registerJob(BILLING_JOBS.stopSubscription, async (payload) => {
    await stopSubscriptionAtProvider(deps(), ZStopJob.parse(payload).subscriptionId);
  });
}
