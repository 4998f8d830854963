import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineJob } from '../../jobs/define.ts';
import { runTranscode } from './transcode-job.ts';

/**
 * Transcodes run in a lane of their own on the app's queue (ADR 010): one at a time in each
 * process that runs jobs (a worker, decisions/027), beside the other jobs, so one long
 * transcode never holds up billing's.
 */
export const MEDIA_LANE = 'media';

/** The job that makes a lesson's low-data versions (decisions/011). */
export const transcodeJob = defineJob({
  type: 'media.transcode',
  schema: z.object({ renditionId: z.string() }),
  lane: MEDIA_LANE,
  // A transcode renews its lease every third of this; a killed worker's job is retried after it.
  leaseMs: 2 * 60_000,
  maxAttempts: 3,
  async handler({ renditionId }, { app }) {
    await runTranscode(
      {
        db: app.db,
        storage: app.storage,
        log: app.log,
        ffmpegPath: app.config.ffmpegPath,
        ffprobePath: app.config.ffprobePath,
      },
      renditionId,
    );
  },
});

/**
 * The renditions module's jobs on the app's queue. Without ffmpeg none is registered: no
 * transcode is queued then, and one left from a server that had ffmpeg waits for one that has.
 */
export function registerRenditionJobs(app: FastifyInstance, renditions: { enabled: boolean }) {
  if (renditions.enabled) app.jobs.register(transcodeJob);
}
