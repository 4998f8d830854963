import type { FastifyPluginAsync } from 'fastify';
import { apiScope } from '../../http/api.ts';
import { registerBillingJobs } from './jobs.ts';
import { billingRoutes } from './routes.ts';

/**
 * Subscriptions, the offer and Paystack's webhooks under /api, and the billing jobs on the
 * app's queue (webhook events, refunds, the daily reconcile; decisions/010).
 */
export const billingModule: FastifyPluginAsync = async (app) => {
  registerBillingJobs(app);
  await app.register(apiScope(billingRoutes));
};
