import {
  EXERCISE_LIMITS,
  ZAdminExercise,
  ZDeleted,
  ZExerciseSave,
  ZIdParams,
  ZSiteCheckExercise,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import {
  deleteAdminExercise,
  getAdminExercise,
  putAdminExercise,
  putAdminSiteCheck,
} from './admin.ts';

const errors = ERROR_RESPONSES;

/**
 * Starter and solution files at their largest, the checks, the Try's two reports and room for
 * JSON's escapes: above Fastify's 1 MiB default, so a full exercise is refused by the schema's
 * words, not the size.
 */
const { files, fileBytes, checksBytes, checks, checkName, checkMessage } = EXERCISE_LIMITS;
const TRY_BYTES = 2 * checks * (checkName + checkMessage) * 4;
const EXERCISE_BODY_LIMIT = (2 * files.max * fileBytes + checksBytes) * 2 + TRY_BYTES + 16 * 1024;

/** /api/admin/lessons/:id/exercise and …/site-check (the admin guard is learning's). */
export const adminExerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lessons/:id/exercise',
    { schema: { params: ZIdParams, response: { 200: ZAdminExercise, ...errors } } },
    (request) => getAdminExercise(app.db, request.params.id),
  );

  // A published lesson's exercise is saved only with a passing Try (admin.ts).
  app.put(
    '/lessons/:id/exercise',
    {
      bodyLimit: EXERCISE_BODY_LIMIT,
      schema: {
        params: ZIdParams,
        body: ZExerciseSave,
        response: { 200: ZAdminExercise, ...errors },
      },
    },
    (request) => putAdminExercise(app.db, request.params.id, request.body),
  );

  // A Deployment lesson's "publish your project and check it at its address" (core's site-check.ts).
  app.put(
    '/lessons/:id/site-check',
    {
      schema: {
        params: ZIdParams,
        body: ZSiteCheckExercise,
        response: { 200: ZAdminExercise, ...errors },
      },
    },
    (request) => putAdminSiteCheck(app.db, request.params.id, request.body),
  );

  app.delete(
    '/lessons/:id/exercise',
    { schema: { params: ZIdParams, response: { 200: ZDeleted, ...errors } } },
    (request) => deleteAdminExercise(app.db, request.params.id),
  );
};
