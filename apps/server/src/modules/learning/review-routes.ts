import {
  ZErrorBody,
  ZReviewAnswer,
  ZReviewAnswerRequest,
  ZReviewParams,
  ZReviewQuery,
  ZReviewResponse,
  ZReviewSummary,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/guards.ts';
import { answerReview, reviewQueue, reviewSummary } from './review.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
};

/** /api/review: the questions a learner got wrong, asked again (registered by learningRoutes). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/review/summary',
    { schema: { querystring: ZReviewQuery, response: { 200: ZReviewSummary, ...errors } } },
    async (request) => {
      const viewer = await requireUser(request);
      return reviewSummary(app.db, viewer, request.query.timeZone);
    },
  );

  app.get(
    '/review',
    { schema: { querystring: ZReviewQuery, response: { 200: ZReviewResponse, ...errors } } },
    async (request) => {
      const viewer = await requireUser(request);
      return reviewQueue(app.db, viewer, request.query.timeZone);
    },
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
    async (request) => {
      const viewer = await requireUser(request);
      return answerReview(app.db, viewer, request.params.id, request.body);
    },
  );
};
