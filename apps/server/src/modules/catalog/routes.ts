import { ZCatalogResponse, ZCategoryParams, ZCategoryResponse, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/guards.ts';
import { JSON_TYPE, sendCached } from '../../http/public-cache.ts';
import { getCatalog, getCategory } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog',
    { schema: { response: { 200: ZCatalogResponse, 401: ZErrorBody } } },
    async (request, reply) => {
      await requireUser(request);
      // The same for every signed-in reader: from the public cache, emptied by admin writes.
      const cached = await app.publicCache.get('api:catalog', async () => ({
        body: JSON.stringify(ZCatalogResponse.parse(await getCatalog(app.db))),
        type: JSON_TYPE,
      }));
      return sendCached(request, reply.header('cache-control', 'private, no-cache'), cached);
    },
  );

  app.get(
    '/catalog/:category',
    {
      schema: {
        params: ZCategoryParams,
        response: { 200: ZCategoryResponse, 400: ZErrorBody, 401: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      return getCategory(app.db, request.params.category, viewer.id);
    },
  );
};
