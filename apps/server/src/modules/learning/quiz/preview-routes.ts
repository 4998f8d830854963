import {
  PASS_SCORE,
  scorePreviewQuiz,
  ZLessonParams,
  ZPreviewQuizRequest,
  ZPreviewQuizResult,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../http/app-error.ts';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { getViewer } from '../../../http/guards.ts';
import { openLessonFor } from '../access/index.ts';
import { hasCompleteQuiz, listQuestions } from '../content/index.ts';

/**
 * The free preview's quiz on the public course page (docs/decisions/023): anyone may answer it
 * (a visitor only for a project's preview lesson, access/access.ts); the server scores it and stores
 * nothing, so the answer may name the right options at once.
 */
export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/lessons/:id/preview-quiz',
    {
      schema: {
        params: ZLessonParams,
        body: ZPreviewQuizRequest,
        response: { 200: ZPreviewQuizResult, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const viewer = await getViewer(request);
      await openLessonFor(app.db, viewer, request.params.id);
      const questions = await listQuestions(app.db, request.params.id);
      if (!hasCompleteQuiz(questions)) {
        throw new AppError('CONFLICT', 'This lesson has no complete quiz yet');
      }
      const scored = scorePreviewQuiz(
        questions.map((q) => ({ correctOption: q.correctOption, explanations: q.explanations })),
        request.body.answers,
      );
      return { ...scored, passed: scored.score >= PASS_SCORE };
    },
  );
};
