import {
  ZDownloadGrantRequest,
  ZDownloadGrantResponse,
  ZSyncItem,
  ZSyncResponse,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireUser } from '../../http/guards.ts';
import { grantDownloads } from './service.ts';
import { syncItem } from './sync.ts';

export const offlineRoutes: FastifyPluginAsyncZod = async (app) => {
  // Asked to download, and again each time a device with downloads is online (decisions/022).
  app.post(
    '/offline/grants',
    {
      schema: {
        body: ZDownloadGrantRequest,
        response: { 200: ZDownloadGrantResponse, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      // Signed URLs minted for this learner: never kept by any cache.
      reply.header('cache-control', 'private, no-store');
      return grantDownloads(app, viewer, request.body);
    },
  );

  // One item a device queued offline, sent when it is back online: acted on once per id.
  app.post(
    '/offline/sync',
    { schema: { body: ZSyncItem, response: { 200: ZSyncResponse, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return syncItem(app.db, viewer, request.body, app.config.timeZone);
    },
  );
};
