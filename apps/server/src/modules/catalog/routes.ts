import { ZCatalogResponse, ZCategoryParams, ZCategoryResponse, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/guards.ts';
import { getCatalog, getCategory } from './service.ts';

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog',
    { schema: { response: { 200: ZCatalogResponse, 401: ZErrorBody } } },
    async (request) => {
      await requireUser(request);
      return getCatalog(app.db);
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
