import { forgetEveryUser } from '../../../http/viewer-cache.ts';
import {
  settleChangeJob,
  settleUpgradeJob,
  stopSubscriptionJob,
  withHandler,
} from '../jobs/index.ts';
import {
  depsOf,
  findSubscriptionById,
  type TBillingDeps,
  updateSubscription,
} from '../shared/index.ts';
import { settleChange } from './unanswered.ts';
import { settleUpgrade } from './upgrade.ts';

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

/**
 * What runs a change's later work: stopping an ended subscription, settling an upgrade or a
 * scheduled change Paystack did not answer about.
 */
export const changeJobs = [
  withHandler(stopSubscriptionJob, async ({ subscriptionId }, { app }) => {
    await stopSubscriptionAtProvider(depsOf(app), subscriptionId);
  }),
  withHandler(settleUpgradeJob, async (pending, { app, log }) => {
    const outcome = await settleUpgrade(depsOf(app), pending);
    log.info({ outcome }, 'upgrade settled');
    void forgetEveryUser(app.cache);
  }),
  withHandler(settleChangeJob, async (pending, { app, log }) => {
    const outcome = await settleChange(depsOf(app), pending);
    log.info({ outcome }, 'scheduled change settled');
    void forgetEveryUser(app.cache);
  }),
];
