import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { serverSecret } from '../../config.ts';
import type { TDb } from '../../db/client.ts';
import { declareJob, enqueue, handleJob, nextDailyRun } from '../../jobs/define.ts';
import { htmlMail } from '../../mail/mailer.ts';
import { loadViewer } from '../../viewer/viewer.ts';
import { answerForMail, digestSubscribers, mailChoices, unansweredQuestions } from './mail-repo.ts';

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

const MAIL_KINDS = ['answers', 'digest'] as const;
export type TMailKind = (typeof MAIL_KINDS)[number];
const isMailKind = (kind: string | undefined): kind is TMailKind =>
  MAIL_KINDS.some((k) => k === kind);

/** A link that turns one kind of question mail off for this person, signed so nobody else can. */
export function unsubscribeToken(
  app: Pick<FastifyInstance, 'config'>,
  userId: string,
  kind: TMailKind,
) {
  const mac = createHmac('sha256', serverSecret(app.config))
    .update(`questions-unsubscribe:${kind}:${userId}`)
    .digest('base64url');
  return `${kind}.${Buffer.from(userId).toString('base64url')}.${mac}`;
}

/** The person and mail a token names, or null when this server did not sign it. */
export function unsubscribeOf(app: Pick<FastifyInstance, 'config'>, token: string) {
  const [kind, id, mac] = token.split('.');
  if (!isMailKind(kind) || !id || !mac) return null;
  const userId = Buffer.from(id, 'base64url').toString();
  const expected = Buffer.from(unsubscribeToken(app, userId, kind).split('.')[2] ?? '');
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, kind }
    : null;
}

const unsubscribeLink = (app: FastifyInstance, userId: string, kind: TMailKind) =>
  `${app.config.publicUrl}/questions/unsubscribe?token=${unsubscribeToken(app, userId, kind)}`;

async function sendAnswerMail(app: FastifyInstance, payload: z.output<typeof ZAnswerMail>) {
  const found = await answerForMail(app.db, payload.answerId);
  if (!found || found.deleted) return;
  const to = payload.kind === 'answered' ? found.askerId : found.answererId;
  if (!to) return;
  const [person, choices] = await Promise.all([loadViewer(app.db, to), mailChoices(app.db, to)]);
  if (!person || !choices.answersMail) return;
  const url = `${app.config.publicUrl}/questions/${found.questionId}`;
  const unsubscribe = unsubscribeLink(app, to, 'answers');
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

/** After the night's billing work, before an admin's morning in Johannesburg. */
const DIGEST_HOUR_UTC = 5;
const DIGEST_LISTED = 20;
export const DIGEST_SUBJECT = 'Questions waiting for an answer';

const ZDigest = z.object({ daily: z.boolean() });
export const digestJob = declareJob({ type: 'questions.unanswered-digest', schema: ZDigest });

export const scheduleDigest = (db: TDb) =>
  enqueue(db, digestJob, { daily: true }, nextDailyRun(digestJob.type, DIGEST_HOUR_UTC));

/** The daily mail of unanswered questions, to each admin who turned it on (opt-in). */
export async function sendDigest(app: FastifyInstance) {
  const { rows, total } = await unansweredQuestions(app.db, DIGEST_LISTED);
  if (total === 0) return;
  for (const { userId } of await digestSubscribers(app.db)) {
    const admin = await loadViewer(app.db, userId);
    if (!admin?.isAdmin) continue;
    const lines = [
      `${total} ${total === 1 ? 'question is' : 'questions are'} waiting for an answer. The oldest:`,
      ...rows.map((q) => `• ${q.title}: ${app.config.publicUrl}/questions/${q.id}`),
      `You asked for this daily mail. To stop it, open ${unsubscribeLink(app, userId, 'digest')} or turn it off on your account page.`,
    ];
    const url = `${app.config.publicUrl}/admin/questions`;
    await app.mailer.send({
      to: admin.email,
      subject: DIGEST_SUBJECT,
      text: `${lines.join('\n')}\n\nThe queue: ${url}\n`,
      html: htmlMail({ heading: DIGEST_SUBJECT, lines, button: { label: 'Open the queue', url } }),
    });
  }
}

export const questionJobs = [
  handleJob(digestJob, async ({ daily }, { app }) => {
    try {
      await sendDigest(app);
    } finally {
      if (daily) await scheduleDigest(app.db);
    }
  }),
  handleJob(answerMailJob, (payload, { app }) => sendAnswerMail(app, payload)),
];
