import { ZCourseFacts, ZCourseFactsInput, ZCourseParams } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { courseFacts, saveCourseFacts } from '../content/index.ts';

/**
 * /api/admin/course-pages/:category/:project: a course's level, outcomes and prerequisites on
 * its public page (docs/decisions/023). The admin guard is learning's, and so is the cache
 * drop after a write (the course pages carry the catalog tag), so the page shows the change at
 * its next request.
 */
export const adminCoursePageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/course-pages/:category/:project',
    { schema: { params: ZCourseParams, response: { 200: ZCourseFacts, ...ERROR_RESPONSES } } },
    (request) => courseFacts(app.db, request.params.category, request.params.project),
  );

  app.put(
    '/course-pages/:category/:project',
    {
      schema: {
        params: ZCourseParams,
        body: ZCourseFactsInput,
        response: { 200: ZCourseFacts, ...ERROR_RESPONSES },
      },
    },
    (request) =>
      saveCourseFacts(app.db, request.params.category, request.params.project, request.body),
  );
};
