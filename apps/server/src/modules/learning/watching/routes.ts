import {
  WATCH_BATCHES_PER_MINUTE,
  ZLessonParams,
  ZWatchBatch,
  ZWatchRecorded,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { limitedPerUser } from '../../../http/user-limits.ts';
import { recordWatching } from './service.ts';

/** The player's batches of watching (decisions/045): a burst a minute per learner. */
export const watchingRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = limitedPerUser(app, 'lessons/watching', WATCH_BATCHES_PER_MINUTE, ['user']);

  app.post(
    '/lessons/:id/watching',
    {
      schema: {
        params: ZLessonParams,
        body: ZWatchBatch,
        response: { 200: ZWatchRecorded, ...ERROR_RESPONSES },
      },
      // Signed out is a 401 before the limit counts anything.
      onRequest: async (request) => {
        await requireUser(request);
      },
      preHandler: limited,
      // A batch changes nothing the learner's session or pages keep: their next request still
      // finds their session kept (http/viewer-cache.ts).
      config: { keepsViewer: true },
    },
    async (request) =>
      recordWatching(app.db, await requireUser(request), request.params.id, request.body, {
        timeZone: app.config.timeZone,
        cache: app.cache,
        buffer: app.watching,
      }),
  );
};
