import { ZLessonParams, ZQuizAttempt, ZQuizResult, ZQuizSubmitRequest } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { previewRoutes } from './preview-routes.ts';
import { startQuizAttempt, submitQuiz } from './service.ts';

const errors = ERROR_RESPONSES;

/** A lesson's quiz: a new attempt, a submission, and the public preview's quiz. */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(previewRoutes);

  app.post(
    '/lessons/:id/quiz',
    {
      schema: {
        params: ZLessonParams,
        body: ZQuizSubmitRequest,
        response: { 200: ZQuizResult, ...errors },
      },
    },
    async (request) =>
      submitQuiz(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/lessons/:id/quiz/attempts',
    { schema: { params: ZLessonParams, response: { 200: ZQuizAttempt, ...errors } } },
    async (request) => startQuizAttempt(app.db, await requireUser(request), request.params.id),
  );
};
