import { forgetEveryUser } from '../../../http/viewer-cache.ts';
import { reconcileJob, withHandler } from '../jobs/index.ts';
import { depsOf } from '../shared/index.ts';
import { reconcile, scheduleDailyReconcile } from './reconcile.ts';

/**
 * What runs a reconciliation, daily and when the admin asks (admin/reconcile.ts): heal what
 * lost webhooks left behind (reconcile.ts); each daily run queues the next day's.
 */
export const reconcileJobs = [
  withHandler(reconcileJob, async ({ daily }, { app }) => {
    try {
      const result = await reconcile(depsOf(app));
      // A healing may have changed someone's access: no cached session keeps the old role.
      if (result.healed > 0) void forgetEveryUser(app.cache);
    } finally {
      if (daily) await scheduleDailyReconcile(app.db);
    }
  }),
];
