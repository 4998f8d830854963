import { QUESTION_MESSAGES } from '@thinkbuild/core/questions';
import {
  ZNewAnswers,
  ZQuestionMailChoices,
  ZQuestionMailChoicesUpdate,
} from '@thinkbuild/core/schemas/questions';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { ERROR_RESPONSES } from '../../http/error-responses.ts';
import { requireUser } from '../../http/guards.ts';
import { registerSameOriginCheck, trustedOrigins } from '../../http/same-origin.ts';
import { escapeHtml } from '../../lib/escape-html.ts';
import { mailChoices, questionsWithNewAnswers, setMailChoices } from './mail-repo.ts';
import { unsubscribeOf } from './notify.ts';

/** /api/questions/mail-choices (the switches on /account) and the header badge's new answers. */
export const questionMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/questions/mail-choices',
    { schema: { response: { 200: ZQuestionMailChoices, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return mailChoices(app.db, viewer.id);
    },
  );

  app.put(
    '/questions/mail-choices',
    {
      schema: {
        body: ZQuestionMailChoicesUpdate,
        response: { 200: ZQuestionMailChoices, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const viewer = await requireUser(request);
      if (request.body.digestMail !== undefined && !viewer.isAdmin)
        throw new AppError(
          'FORBIDDEN',
          'Only admins can get the daily mail of unanswered questions',
        );
      await setMailChoices(app.db, viewer.id, request.body);
      return mailChoices(app.db, viewer.id);
    },
  );

  app.get(
    '/questions/new-answers',
    { schema: { response: { 200: ZNewAnswers, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return { questions: await questionsWithNewAnswers(app.db, viewer.id) };
    },
  );

  app.post(
    '/questions/new-answers/seen',
    { schema: { response: { 204: z.null(), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const viewer = await requireUser(request);
      await setMailChoices(app.db, viewer.id, { seenAnswersAt: new Date() });
      return reply.code(204).send(null);
    },
  );
};

const page = (heading: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(heading)} · ThinkBuild</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#0f172a"><h1>${escapeHtml(heading)}</h1>${body}<p><a href="/account">Your account</a></p></body></html>`;

const WHAT = {
  answers: 'mails about answers to your posts',
  digest: 'daily mail of unanswered questions',
};

/**
 * /questions/unsubscribe: the link in every question mail. Opening it asks once (a mail scanner
 * that follows links turns nothing off); the button posts the signed token, no sign-in needed.
 */
export const unsubscribePages: FastifyPluginAsync = async (app) => {
  registerSameOriginCheck(app, trustedOrigins(app.config), { forms: true });
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const tokenOf = (value: unknown) =>
    typeof value === 'object' && value && 'token' in value ? String(value.token) : '';

  /** The token's person and mail, or a 400 page (the reply is sent) when it is not ours. */
  const readToken = (token: string, reply: FastifyReply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    const found = unsubscribeOf(app, token);
    if (!found)
      void reply
        .code(400)
        .send(
          page('This link does not work', '<p>Turn question mails off on your account page.</p>'),
        );
    return found;
  };

  app.get('/questions/unsubscribe', async (request, reply) => {
    const token = tokenOf(request.query);
    const found = readToken(token, reply);
    if (!found) return reply;
    return page(
      'Stop these mails?',
      `<p>You will no longer get the ${WHAT[found.kind]}.</p><form method="post" action="/questions/unsubscribe"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post('/questions/unsubscribe', async (request, reply) => {
    const found = readToken(tokenOf(request.body), reply);
    if (!found) return reply;
    await setMailChoices(
      app.db,
      found.userId,
      found.kind === 'answers' ? { answersMail: false } : { digestMail: false },
    );
    return page(
      QUESTION_MESSAGES.unsubscribed,
      '<p>You can turn it back on on your account page.</p>',
    );
  });
};
