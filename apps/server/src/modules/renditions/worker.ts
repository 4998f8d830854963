import type { FastifyInstance } from 'fastify';
import { ffmpegVersion } from './ffmpeg.ts';
import { MEDIA_LANE, registerRenditionJobs } from './jobs.ts';
import {
  backfillRenditions,
  coverFolders,
  hlsSources,
  lowDataOfLessons,
  removeRenditionFolder,
  scheduleTranscode,
  type TRenditions,
} from './service.ts';

/**
 * Low-data versions (ADR 011): checks ffmpeg once, and runs transcodes in a lane of their own
 * on the app's job queue (jobs.ts), so one long transcode at a time never holds up billing jobs.
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
  const enabled = version !== null;
  // Read from `app` when called: the platform's db, storage and media signing.
  const renditions: TRenditions = {
    enabled,
    version,
    queue: { runDue: () => app.jobs.runDue(MEDIA_LANE) },
    coverFolders: (lessonIds) => coverFolders(app.db, lessonIds),
    hlsSources: (lessonId, videoKey) => hlsSources(app, lessonId, videoKey),
    statusOf: (lessonIds) => lowDataOfLessons(app.db, lessonIds),
    videoChanged: async (lessonId, videoKey) => {
      await scheduleTranscode(
        { db: app.db, storage: app.storage, renditions: { enabled } },
        lessonId,
        videoKey,
      );
    },
    lessonDeleted: (lessonId) => removeRenditionFolder(app.storage, lessonId),
  };
  registerRenditionJobs(app, renditions);
  return renditions;
}

/** After listen: lessons with a video and no low-data versions get them (one server at a time). */
export function backfillInBackground(app: FastifyInstance) {
  return app.database
    .withLock('thinkbuild:renditions-backfill', () => backfillRenditions(app), { wait: false })
    .catch((err: unknown) => app.log.warn({ err }, 'Could not queue the low-data versions'));
}
