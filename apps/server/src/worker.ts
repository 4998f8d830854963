import { bootApp, exitOnStartFailure, processConfig } from './boot.ts';
import { backfillInBackground } from './modules/renditions/index.ts';

/**
 * `npm run worker` (dist/worker.js): the job queue, the periodic jobs and the video transcodes,
 * and no HTTP (decisions/027). Beside web servers started with PROCESS_ROLE=web, any number of
 * these share one PostgreSQL queue; a killed one's job is taken over when its lease runs out.
 */
async function worker() {
  const startedAt = performance.now();
  const config = processConfig({ PROCESS_ROLE: 'worker' });
  const app = await bootApp(config);
  // Ready starts the queue (jobs/plugin.ts) and queues the first daily runs; nothing listens.
  await app.ready();
  void backfillInBackground(app);
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  console.log(
    [
      '',
      `  ThinkBuild worker is running  (ready in ${seconds} s)`,
      `  Jobs: ${app.jobs.types().length} types, polling every ${config.jobsPollMs} ms`,
      `  Low-data video: ${app.renditions.version ?? 'off (ffmpeg not found; no transcodes here)'}`,
      '  Press Ctrl-C to stop (the jobs in hand get SHUTDOWN_TIMEOUT_SECONDS to finish).',
      '',
    ].join('\n'),
  );
}

worker().catch(exitOnStartFailure('The ThinkBuild worker'));
