import type { FastifyInstance } from 'fastify';
import { createJobQueue } from '../../jobs/queue.ts';
import { ffmpegVersion } from './ffmpeg.ts';
import { backfillRenditions, TRANSCODE_JOB, type TRenditions } from './service.ts';
import { runTranscode } from './transcode-job.ts';

/** A transcode renews its lease every third of this; a crashed server's job is retried after it. */
const TRANSCODE_LEASE_MS = 2 * 60_000;

/**
 * Low-data versions (ADR 011): checks ffmpeg once, and runs transcodes on a worker of their own
 * over the same job table, so one long transcode at a time never holds up billing jobs.
 * Without ffmpeg lessons play their MP4 and the start log says so, once.
 */
export async function setupRenditions(app: FastifyInstance): Promise<TRenditions> {
  const { config } = app;
  const version = await ffmpegVersion(config.ffmpegPath);
  if (!version) {
    app.log.warn(
      `Low-data versions are off: ffmpeg did not run (FFMPEG_PATH=${config.ffmpegPath}). Lessons play their original MP4.`,
    );
  }
  const queue = createJobQueue({
    db: app.db,
    log: app.log,
    pollMs: config.jobsPollMs,
    backoffBaseMs: config.jobsRetryBaseMs,
    leaseMs: TRANSCODE_LEASE_MS,
  });
  const deps = {
    db: app.db,
    storage: app.storage,
    log: app.log,
    ffmpegPath: config.ffmpegPath,
    ffprobePath: config.ffprobePath,
  };
  queue.registerJob(TRANSCODE_JOB, async (payload) => {
    const { renditionId } = payload as { renditionId: string };
    await runTranscode(deps, renditionId);
  });
  if (version) {
    app.addHook('onReady', async () => queue.start());
    app.addHook('preClose', () => queue.stop());
  }
  return { enabled: version !== null, queue, version };
}

/** After listen: lessons with a video and no low-data versions get them (one server at a time). */
export function backfillInBackground(app: FastifyInstance) {
  return app.database
    .withLock('thinkbuild:renditions-backfill', () => backfillRenditions(app), { wait: false })
    .catch((err: unknown) => app.log.warn({ err }, 'Could not queue the low-data versions'));
}
