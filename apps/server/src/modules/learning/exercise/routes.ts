import {
  ZExerciseDraft,
  ZExerciseResponse,
  ZExerciseResult,
  ZExerciseResultResponse,
  ZHintParams,
  ZLessonParams,
  ZOpenHintResponse,
  ZOpenSolutionResponse,
  ZSavedDraft,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import {
  getExercise,
  openExerciseHint,
  openExerciseSolution,
  postExerciseResult,
  putExerciseDraft,
} from './exercises.ts';

const errors = ERROR_RESPONSES;

/**
 * A lesson's code exercise: read it, keep a draft, report a result, open a hint, record that the
 * solution was opened (exercises.ts).
 */
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
  // Idempotent: opening an opened hint answers the same (hints.ts).
  app.post(
    '/lessons/:id/exercise/hints/:number',
    { schema: { params: ZHintParams, response: { 200: ZOpenHintResponse, ...errors } } },
    async (request) =>
      openExerciseHint(
        app.db,
        await requireUser(request),
        request.params.id,
        request.params.number,
      ),
  );
  // Idempotent: the first opening's time stays (hints.ts).
  app.post(
    '/lessons/:id/exercise/solution',
    { schema: { params: ZLessonParams, response: { 200: ZOpenSolutionResponse, ...errors } } },
    async (request) => openExerciseSolution(app.db, await requireUser(request), request.params.id),
  );
};
