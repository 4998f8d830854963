import { ZCourseOverview, ZCourseParams, ZCoursesResponse, ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cachedJson, sendCached } from '../../../http/cached-answer.ts';
import { FOUNDING_TAG } from '../../auth/service.ts';
import { CATALOG_TAG } from '../cache-keys.ts';
import { courseCacheKeys } from './cache-keys.ts';
import { courseOverview, listCourses } from './service.ts';

/**
 * The public course pages' data (docs/decisions/023), for anyone: the same answer for every
 * visitor, kept until an admin write or its TTL (a cover frame made meanwhile shows after it).
 */
export const courseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/course-pages',
    { schema: { response: { 200: ZCoursesResponse } } },
    async (request, reply) => {
      const cached = await cachedJson(
        app.cache,
        courseCacheKeys.list,
        ZCoursesResponse,
        () => listCourses(app.db, app.renditions),
        [CATALOG_TAG],
      );
      return sendCached(request, reply.header('cache-control', 'no-cache'), cached);
    },
  );

  app.get(
    '/course-pages/:category/:project',
    {
      schema: {
        params: ZCourseParams,
        response: { 200: ZCourseOverview, 400: ZErrorBody, 404: ZErrorBody },
      },
    },
    async (request, reply) => {
      const { category, project } = request.params;
      const cached = await cachedJson(
        app.cache,
        courseCacheKeys.course(category, project),
        ZCourseOverview,
        () =>
          courseOverview(app.db, app.renditions, category, project, app.config.lifetimeAccessUsers),
        [CATALOG_TAG, FOUNDING_TAG],
      );
      return sendCached(request, reply.header('cache-control', 'no-cache'), cached);
    },
  );
};
