import {
  ZExerciseDraft,
  ZExerciseResponse,
  ZExerciseResult,
  ZExerciseResultResponse,
  ZLessonParams,
  ZSavedDraft,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { getExercise, postExerciseResult, putExerciseDraft } from './exercises.ts';

const errors = ERROR_RESPONSES;

/** A lesson's code exercise: read it, keep a draft, report a result (exercises.ts). */
export const exerciseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/lessons/:id/exercise',
    { schema: { params: ZLessonParams, response: { 200: ZExerciseResponse, ...errors } } },
    async (request) => getExercise(app.db, await requireUser(request), request.params.id),
  );

  app.put(
    '/lessons/:id/exercise/draft',
    {
      schema: {
        params: ZLessonParams,
        body: ZExerciseDraft,
        response: { 200: ZSavedDraft, ...errors },
      },
    },
    async (request) =>
      putExerciseDraft(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/lessons/:id/exercise/result',
    {
      schema: {
        params: ZLessonParams,
        body: ZExerciseResult,
        response: { 200: ZExerciseResultResponse, ...errors },
      },
    },
    async (request) =>
      postExerciseResult(app.db, await requireUser(request), request.params.id, request.body),
  );
};
