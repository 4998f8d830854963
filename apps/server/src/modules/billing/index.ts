import { adminScope } from '../../http/admin-scope.ts';
import { apiScope } from '../../http/api.ts';
import { defineModule } from '../../http/module.ts';
import { adminBillingRoutes } from './admin/index.ts';
import { changeJobs } from './change/index.ts';
import { adminCouponRoutes } from './coupons/index.ts';
import { historyRoutes } from './history/index.ts';
import { taxDocumentRoutes } from './invoices/index.ts';
import { noticeJobs, scheduleRenewalReminders } from './notices/index.ts';
import { passJobs, schedulePassReminders } from './passes/jobs.ts';
import { registerPricingPages } from './pricing-pages.ts';
import { reconcileJobs, scheduleDailyReconcile } from './reconcile/index.ts';
import { refundJobs } from './refunds/index.ts';
import { billingRoutes } from './routes.ts';
import { sponsorAdminRoutes, sponsorRoutes } from './sponsor/index.ts';
import { webhookJobs } from './webhooks/index.ts';

/**
 * Subscriptions, the offer and Paystack's webhooks under /api, the admin's billing screens under
 * /api/admin/billing, and the billing jobs on the app's queue (webhook events, refunds, the
 * daily reconcile; decisions/010): each job's definition is in jobs/, its handler in the
 * workflow that owns the work, and they meet here.
 */
export const billingModule = defineModule(
  { name: 'billing', dependencies: ['api-rate-limit', 'auth', 'jobs', 'payments', 'mail'] },
  async (app) => {
    for (const job of [
      ...webhookJobs,
      ...changeJobs,
      ...refundJobs,
      ...reconcileJobs,
      ...noticeJobs,
      ...passJobs,
    ]) {
      app.jobs.register(job);
    }
    app.addHook('onReady', async () => {
      await scheduleDailyReconcile(app.db);
      await scheduleRenewalReminders(app.db);
      await schedulePassReminders(app.db);
    });
    await app.register(apiScope(billingRoutes));
    await app.register(apiScope(historyRoutes));
    await app.register(apiScope(sponsorRoutes));
    await app.register(apiScope(taxDocumentRoutes));
    await registerPricingPages(app, app.config.webDistDir);
    // Reconciling or retrying a job changes no course content or post: no cached answer to drop.
    await app.register(adminScope(adminBillingRoutes, { invalidates: [] }));
    await app.register(adminScope(adminCouponRoutes, { invalidates: [] }));
    await app.register(adminScope(sponsorAdminRoutes, { invalidates: [] }));
  },
);
