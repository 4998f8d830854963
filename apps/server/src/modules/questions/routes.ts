import { POSTS_PER_MINUTE } from '@thinkbuild/core/questions';
import {
  ZAcceptAnswer,
  ZAnswerBody,
  ZAskQuestion,
  ZCreated,
  ZEditQuestion,
  ZHelpfulResult,
  ZLessonIdParams,
  ZPostIdParams,
  ZQuestionList,
  ZQuestionListQuery,
  ZQuestionThread,
  ZReportPost,
} from '@thinkbuild/core/schemas/questions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireGuardianConsent, requireUser, requireVerifiedEmail } from '../../http/guards.ts';
import { limitedPerUser } from '../../http/user-limits.ts';
import { lessonPlaces } from '../learning/service.ts';
import { findQuestion } from './repo.ts';
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  deleteAnswer,
  deleteQuestion,
  editAnswer,
  editQuestion,
  lessonQuestions,
  markHelpful,
  questionThread,
  reportPost,
} from './threads.ts';

const ERRORS = { ...ERROR_RESPONSES, 429: ERROR_RESPONSES[400] };
const NO_STORE = 'private, no-store';

/** What others read needs a proven address and, under 18, a guardian's consent. */
const poster = async (request: FastifyRequest) =>
  requireVerifiedEmail(await requireGuardianConsent(request), 'post');

const signedIn = async (request: FastifyRequest) => {
  await requireUser(request);
};

/** A lesson's questions and answers: /api/lessons/:lessonId/questions and /api/questions/… */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Per learner, not per address: a classroom behind one address is many learners.
  const limited = limitedPerUser(app, 'questions/post', POSTS_PER_MINUTE, ['user']);
  const noStore = async (_r: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', NO_STORE);
  };
  app.addHook('onSend', noStore);

  app.get(
    '/lessons/:lessonId/questions',
    {
      schema: {
        params: ZLessonIdParams,
        querystring: ZQuestionListQuery,
        response: { 200: ZQuestionList, ...ERRORS },
      },
      onRequest: signedIn,
    },
    async (request) =>
      lessonQuestions(app, await requireUser(request), request.params.lessonId, request.query),
  );

  app.post(
    '/lessons/:lessonId/questions',
    {
      schema: {
        params: ZLessonIdParams,
        body: ZAskQuestion,
        response: { 201: ZCreated, ...ERRORS },
      },
      onRequest: async (request) => {
        await poster(request);
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const created = await askQuestion(
        app,
        await poster(request),
        request.params.lessonId,
        request.body,
      );
      return reply.code(201).send({ id: created.id });
    },
  );

  app.get(
    '/questions/:id',
    {
      schema: { params: ZPostIdParams, response: { 200: ZQuestionThread, ...ERRORS } },
      onRequest: signedIn,
    },
    async (request) => questionThread(app, await requireUser(request), request.params.id),
  );

  app.patch(
    '/questions/:id',
    {
      schema: {
        params: ZPostIdParams,
        body: ZEditQuestion,
        response: { 204: z.null(), ...ERRORS },
      },
      onRequest: async (request) => {
        await poster(request);
      },
    },
    async (request, reply) => {
      await editQuestion(app, await poster(request), request.params.id, request.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/questions/:id/answers',
    {
      schema: { params: ZPostIdParams, body: ZAnswerBody, response: { 201: ZCreated, ...ERRORS } },
      onRequest: async (request) => {
        await poster(request);
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const answer = await answerQuestion(
        app,
        await poster(request),
        request.params.id,
        request.body.body,
      );
      return reply.code(201).send({ id: answer.id });
    },
  );

  app.put(
    '/questions/:id/accepted',
    {
      schema: {
        params: ZPostIdParams,
        body: ZAcceptAnswer,
        response: { 204: z.null(), ...ERRORS },
      },
      onRequest: signedIn,
    },
    async (request, reply) => {
      await acceptAnswer(app, await requireUser(request), request.params.id, request.body.answerId);
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/questions/answers/:id',
    {
      schema: { params: ZPostIdParams, body: ZAnswerBody, response: { 204: z.null(), ...ERRORS } },
      onRequest: async (request) => {
        await poster(request);
      },
    },
    async (request, reply) => {
      await editAnswer(app, await poster(request), request.params.id, request.body.body);
      return reply.code(204).send(null);
    },
  );

  for (const kind of ['questions', 'questions/answers'] as const) {
    const target = (id: string) => (kind === 'questions' ? { questionId: id } : { answerId: id });
    const remove = kind === 'questions' ? deleteQuestion : deleteAnswer;
    // The author deletes their own post ("deleted" in its place when others built on it).
    app.delete(
      `/${kind}/:id`,
      {
        schema: { params: ZPostIdParams, response: { 204: z.null(), ...ERRORS } },
        onRequest: signedIn,
      },
      async (request, reply) => {
        await remove(app, await requireUser(request), request.params.id);
        return reply.code(204).send(null);
      },
    );
    app.post(
      `/${kind}/:id/helpful`,
      {
        schema: { params: ZPostIdParams, response: { 200: ZHelpfulResult, ...ERRORS } },
        onRequest: signedIn,
      },
      async (request) => markHelpful(app, await requireUser(request), target(request.params.id)),
    );
    app.post(
      `/${kind}/:id/report`,
      {
        schema: {
          params: ZPostIdParams,
          body: ZReportPost,
          response: { 204: z.null(), ...ERRORS },
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const viewer = await requireUser(request);
        await reportPost(app, viewer, target(request.params.id), request.body.reason);
        return reply.code(204).send(null);
      },
    );
  }
};

/**
 * GET /questions/:id, the link in the answer mails and in search results: the question opens in
 * its lesson (the lesson page opens the Questions tab on it). The lesson page checks access
 * itself; an unknown question goes to the catalogue.
 */
export const questionPages: FastifyPluginAsyncZod = async (app) => {
  app.get('/questions/:id', { schema: { params: ZPostIdParams } }, async (request, reply) => {
    const found = await findQuestion(app.db, request.params.id);
    const place = found && (await lessonPlaces(app.db, [found.lessonId])).get(found.lessonId);
    if (!found || !place) return reply.redirect('/home');
    const search = new URLSearchParams({
      section: place.section,
      lesson: String(place.number),
      question: found.id,
    });
    return reply.redirect(
      `/coursepage/${encodeURIComponent(place.category)}/${encodeURIComponent(place.project)}?${search}`,
    );
  });
};
