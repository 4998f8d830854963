import fp from 'fastify-plugin';
import { jobQueueCounts } from './admin-views.ts';
import { createJobQueue, type TJobQueue } from './queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The durable job queue (src/jobs); it runs jobs while the process is up, unless web-only. */
    jobs: TJobQueue;
  }
}

/**
 * The job queue: modules register their jobs on it; it starts working when the app is ready,
 * except on a web-only server (PROCESS_ROLE=web), which enqueues for the worker processes.
 */
export const jobsPlugin = fp(
  async (app) => {
    const { config } = app;
    const jobs = createJobQueue({
      db: app.db,
      log: app.log,
      app,
      pollMs: config.jobsPollMs,
      // Beside workers a web server only enqueues: no page waits behind a job (decisions/027).
      runsJobs: config.processRole !== 'web',
      backoffBaseMs: config.jobsRetryBaseMs,
    });
    app.decorate('jobs', jobs);
    // Jobs waiting or retrying: the depth an operator watches on /metrics (decisions/009).
    app.metrics.setJobQueueDepth(async () => {
      const counts = await jobQueueCounts(app.db);
      return counts.pending + counts.running;
    });
    app.addHook('onReady', async () => jobs.start());
    app.addHook('preClose', () => jobs.stop());
  },
  { name: 'jobs', dependencies: ['database', 'metrics'] },
);
