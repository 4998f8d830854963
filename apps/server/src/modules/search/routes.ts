import { ZErrorBody, ZSearchQuery, ZSearchResponse } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/guards.ts';
import { search } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        querystring: ZSearchQuery,
        response: { 200: ZSearchResponse, 400: ZErrorBody, 401: ZErrorBody },
      },
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      // Results depend on the viewer's plan: never kept by shared caches.
      reply.header('cache-control', 'private, no-store');
      return search(app.db, viewer, request.query.q);
    },
  );
};
