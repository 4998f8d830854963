import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  scorePreviewQuiz,
  visitorMayOpen,
  ZLessonParams,
  ZPreviewQuizRequest,
  ZPreviewQuizResult,
} from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serverSecret } from '../../../config.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import { ERROR_RESPONSES } from '../../../http/error-responses.ts';
import { getViewer } from '../../../http/guards.ts';
import { openLessonFor } from '../access/index.ts';
import { hasCompleteQuiz, listQuestions, previewOfProject } from '../content/index.ts';

/*
 * The free preview's quiz on the public course page (docs/decisions/023): anyone may answer it,
 * for its project's preview lesson only (any other lesson's quiz is the lesson page's, with its
 * attempts). The server scores it and stores nothing; as on the lesson page, the right options
 * come once the answers pass or from the second failed try on. What the earlier tries were is
 * carried by the client in `attempt`, signed here, so it cannot claim tries it did not make.
 */

const signature = (secret: string, lessonId: string, failed: number) =>
  createHmac('sha256', secret).update(`preview-quiz:${lessonId}:${failed}`).digest('base64url');

/** `failed.signature`: how many tries of this lesson's preview quiz have failed. */
const attemptToken = (secret: string, lessonId: string, failed: number) =>
  `${failed}.${signature(secret, lessonId, failed)}`;

/** The failed tries a token vouches for; 0 for none, a forged one or another lesson's. */
function failedBefore(secret: string, lessonId: string, token: string | undefined) {
  const [count = '', given = ''] = (token ?? '').split('.');
  const failed = /^\d{1,3}$/.test(count) ? Number(count) : 0;
  const expected = Buffer.from(signature(secret, lessonId, failed));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? failed : 0;
}

export const previewRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = serverSecret(app.config);
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
      const { id } = request.params;
      // The plan's rules for a learner, the preview rule for a visitor (access/access.ts).
      const { lesson } = await openLessonFor(app.db, await getViewer(request), id);
      if (!visitorMayOpen(id, await previewOfProject(app.db, lesson.projectId))) {
        throw notFound('This lesson has no preview quiz: answer its quiz on the lesson page');
      }
      const questions = await listQuestions(app.db, id);
      if (!hasCompleteQuiz(questions)) {
        throw new AppError('CONFLICT', 'This lesson has no complete quiz yet');
      }
      const { failed, ...scored } = scorePreviewQuiz(
        questions.map((q) => ({ correctOption: q.correctOption, explanations: q.explanations })),
        request.body.answers,
        failedBefore(secret, id, request.body.attempt),
      );
      return { ...scored, attempt: attemptToken(secret, id, Math.min(failed, 999)) };
    },
  );
};
