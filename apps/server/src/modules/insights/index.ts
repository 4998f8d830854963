import { adminScope } from '../../http/admin-scope.ts';
import { defineModule } from '../../http/module.ts';
import { insightsJobs, scheduleRollup } from './rollup-job.ts';
import { insightsRoutes } from './routes.ts';

/**
 * The author's Insights under /api/admin/insights (decisions/046): where learners stop, which
 * questions and checks trip them and how the money moves, as counts over many learners only.
 * Reads learning and billing through their faces and owns no table; its nightly job has
 * learning roll the counts up by day.
 */
export const insightsModule = defineModule(
  { name: 'insights', dependencies: ['api-rate-limit', 'auth', 'jobs', 'learning'] },
  async (app) => {
    for (const job of insightsJobs) app.jobs.register(job);
    await app.register(adminScope(insightsRoutes, { invalidates: [] }));
    app.addHook('onReady', async () => {
      await scheduleRollup(app.db);
    });
  },
);
