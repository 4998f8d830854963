import { QUESTION_MESSAGES } from '@thinkbuild/core/questions';
import {
  ZModerationReason,
  ZPostIdParams,
  ZQuestionQueue,
} from '@thinkbuild/core/schemas/questions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../http/app-error.ts';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireAdmin } from '../../http/guards.ts';
import { banAuthor, openReports, resolveReports } from './admin-repo.ts';
import { unansweredQuestions } from './mail-repo.ts';
import { findAnswer, findQuestion, updateAnswer, updateQuestion } from './repo.ts';

const ERRORS = ERROR_RESPONSES;
const done = { 204: z.null(), ...ERRORS };

/**
 * /api/admin/questions: the moderation queue (open reports and unanswered questions) and the
 * admin's actions, each with its reason recorded: hide a post, lock a thread, stop a post's
 * author from posting. Hiding settles the post's reports.
 */
export const adminQuestionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/queue',
    { schema: { response: { 200: ZQuestionQueue, ...ERRORS } } },
    async () => {
      const [reports, unanswered] = await Promise.all([
        openReports(app.db),
        unansweredQuestions(app.db, 50),
      ]);
      return {
        reports: reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        unanswered: {
          total: unanswered.total,
          questions: unanswered.rows.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
        },
      };
    },
  );

  const question = async (id: string) => {
    const found = await findQuestion(app.db, id);
    if (!found) throw notFound(QUESTION_MESSAGES.notFound);
    return found;
  };
  const answer = async (id: string) => {
    const found = await findAnswer(app.db, id);
    if (!found) throw notFound(QUESTION_MESSAGES.answerNotFound);
    return found.answer;
  };
  const schema = { params: ZPostIdParams, body: ZModerationReason, response: done };

  app.post('/questions/:id/hide', { schema }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const { id } = await question(request.params.id);
    const { reason } = request.body;
    await updateQuestion(app.db, id, {
      hiddenAt: new Date(),
      hiddenReason: reason,
      hiddenBy: admin.id,
    });
    await resolveReports(app.db, id, null, `hidden: ${reason}`);
    return reply.code(204).send(null);
  });

  app.post('/questions/answers/:id/hide', { schema }, async (request, reply) => {
    const admin = await requireAdmin(request);
    const found = await answer(request.params.id);
    const { reason } = request.body;
    await updateAnswer(app.db, found.id, {
      hiddenAt: new Date(),
      hiddenReason: reason,
      hiddenBy: admin.id,
    });
    await resolveReports(app.db, found.questionId, found.id, `hidden: ${reason}`);
    return reply.code(204).send(null);
  });

  app.post('/questions/:id/lock', { schema }, async (request, reply) => {
    const { id } = await question(request.params.id);
    await updateQuestion(app.db, id, { lockedAt: new Date(), lockReason: request.body.reason });
    return reply.code(204).send(null);
  });

  for (const kind of ['questions', 'questions/answers'] as const) {
    app.post(`/${kind}/:id/ban-author`, { schema }, async (request, reply) => {
      const admin = await requireAdmin(request);
      const post =
        kind === 'questions' ? await question(request.params.id) : await answer(request.params.id);
      if (!post.userId)
        throw new AppError('CONFLICT', 'This post’s author has deleted their account');
      if (post.userId === admin.id)
        throw new AppError('CONFLICT', 'You cannot stop yourself from posting');
      await banAuthor(app.db, post.userId, request.body.reason, admin.id);
      return reply.code(204).send(null);
    });
  }
};
