import {
  ZReviewAnswer,
  ZReviewAnswerRequest,
  ZReviewParams,
  ZReviewQuery,
  ZReviewResponse,
  ZReviewSummary,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { requireUser } from '../../../http/guards.ts';
import { answerReview, reviewQueue, reviewSummary } from './review.ts';

const errors = ERROR_RESPONSES;

/**
 * /api/review: the questions a learner got wrong, asked again (registered by learningRoutes).
 * A day is a day in the server's TIME_ZONE: the time zone a client sends is not trusted, or a
 * learner could answer the same question twice in one day by naming a far zone (decisions/013).
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeZone } = app.config;
  app.get(
    '/review/summary',
    { schema: { querystring: ZReviewQuery, response: { 200: ZReviewSummary, ...errors } } },
    async (request) => reviewSummary(app.db, await requireUser(request), timeZone),
  );

  app.get(
    '/review',
    { schema: { querystring: ZReviewQuery, response: { 200: ZReviewResponse, ...errors } } },
    async (request) => reviewQueue(app.db, await requireUser(request), timeZone),
  );

  app.post(
    '/review/:id/answer',
    {
      schema: {
        params: ZReviewParams,
        body: ZReviewAnswerRequest,
        response: { 200: ZReviewAnswer, ...errors },
      },
    },
    async (request) =>
      answerReview(app.db, await requireUser(request), request.params.id, request.body, timeZone),
  );
};
