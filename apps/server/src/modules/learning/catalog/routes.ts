import {
  ZCatalogResponse,
  ZCategoryParams,
  ZCategoryResponse,
  ZErrorBody,
  ZMyCoursesResponse,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson, sendCached } from '../../../http/cached-answer.ts';
import { requireUser } from '../../../http/guards.ts';
import { CATALOG_TAG } from '../cache-keys.ts';
import { catalogCacheKeys } from './cache-keys.ts';
import { getCatalog, getCategory, getMyCourses } from './service.ts';

/** /api/catalog: the tracks, courses and lessons a signed-in learner browses; /api/my-courses. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalog',
    { schema: { response: { 200: ZCatalogResponse, 401: ZErrorBody } } },
    async (request, reply) => {
      await requireUser(request);
      // The same for every signed-in reader: kept until an admin write (cache/cache.ts).
      const cached = await cachedJson(
        app.cache,
        catalogCacheKeys.catalog,
        ZCatalogResponse,
        () => getCatalog(app.db),
        [CATALOG_TAG],
      );
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

  // /home: what the learner started, with progress, and where each track starts for them.
  app.get(
    '/my-courses',
    { schema: { response: { 200: ZMyCoursesResponse, 401: ZErrorBody } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-cache');
      return getMyCourses(app.db, viewer, app.config.timeZone);
    },
  );
};
