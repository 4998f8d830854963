import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serverSecret } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { declareJob, enqueue, handleJob } from '../../jobs/define.ts';
import { htmlMail } from '../../mail/mailer.ts';
import { loadViewer } from '../../viewer/viewer.ts';
import { answerForMail, mailChoices } from './mail-repo.ts';

/*
 * "Told when answered": a mail to the asker when their question gets an answer, and to the
 * answerer when the asker accepts theirs. Both are about the learner's own content
 * (transactional, POPIA), each with an unsubscribe link and a switch on /account. Queued in the
 * transaction that wrote the answer, sent once by the job queue.
 */

const ZAnswerMail = z.object({ kind: z.enum(['answered', 'accepted']), answerId: z.uuid() });
export const answerMailJob = declareJob({ type: 'questions.answer-mail', schema: ZAnswerMail });

export const ANSWERED_SUBJECT = 'Your question has an answer';
export const ACCEPTED_SUBJECT = 'Your answer was accepted';

export async function enqueueAnswerMail(tx: TDb, payload: z.input<typeof ZAnswerMail>) {
  await enqueue(tx, answerMailJob, payload, {
    dedupeKey: `questions.answer-mail:${payload.kind}:${payload.answerId}`,
  });
}

/** A link that turns the answer mails off for this learner, signed so nobody else can. */
export function unsubscribeToken(app: Pick<FastifyInstance, 'config'>, userId: string) {
  const mac = createHmac('sha256', serverSecret(app.config))
    .update(`questions-unsubscribe:${userId}`)
    .digest('base64url');
  return `${Buffer.from(userId).toString('base64url')}.${mac}`;
}

/** The user a token names, or null when it was not signed by this server. */
export function userOfToken(app: Pick<FastifyInstance, 'config'>, token: string) {
  const [id, mac] = token.split('.');
  if (!id || !mac) return null;
  const userId = Buffer.from(id, 'base64url').toString();
  const expected = unsubscribeToken(app, userId).split('.')[1] ?? '';
  const a = Buffer.from(mac);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b) ? userId : null;
}

async function sendAnswerMail(app: FastifyInstance, payload: z.output<typeof ZAnswerMail>) {
  const found = await answerForMail(app.db, payload.answerId);
  if (!found || found.deleted) return;
  const to = payload.kind === 'answered' ? found.askerId : found.answererId;
  if (!to) return;
  const [person, choices] = await Promise.all([loadViewer(app.db, to), mailChoices(app.db, to)]);
  if (!person || !choices.answersMail) return;
  const url = `${app.config.publicUrl}/questions/${found.questionId}`;
  const unsubscribe = `${app.config.publicUrl}/questions/unsubscribe?token=${unsubscribeToken(app, to)}`;
  const subject = payload.kind === 'answered' ? ANSWERED_SUBJECT : ACCEPTED_SUBJECT;
  const lines = [
    payload.kind === 'answered'
      ? `Someone answered your question "${found.title}".`
      : `The learner who asked "${found.title}" accepted your answer.`,
    `You get this mail because you posted in this thread. To stop these mails, open ${unsubscribe} or turn off "Mail me about answers" on your account page.`,
  ];
  await app.mailer.send({
    to: person.email,
    subject,
    text: `${lines[0]}\n\nRead it: ${url}\n\n${lines[1]}\n`,
    html: htmlMail({ heading: subject, lines, button: { label: 'Read the thread', url } }),
  });
}

export const questionJobs = [
  handleJob(answerMailJob, (payload, { app }) => sendAnswerMail(app, payload)),
];
