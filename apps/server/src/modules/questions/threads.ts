import {
  deletionKind,
  editRefusal,
  QUESTION_MESSAGES,
  type TQuestionSort,
} from '@thinkbuild/core/questions';
import type { TAskQuestion } from '@thinkbuild/core/schemas/questions';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/app-error.ts';
import type { TViewer } from '../../viewer/viewer.ts';
import { lessonOpenTo } from '../learning/service.ts';
import { enqueueAnswerMail } from './notify.ts';
import {
  answersOf,
  banOf,
  findAnswer,
  findQuestion,
  hasReported,
  insertAnswer,
  insertQuestion,
  insertReport,
  listQuestions,
  removeAnswer,
  removeQuestion,
  type TQuestionRow,
  toggleVote,
  updateAnswer,
  updateQuestion,
  votesIn,
} from './repo.ts';
import { summaryView, threadView } from './views.ts';

/*
 * The rules of a lesson's threads. Every call first asks learning whether the viewer may open
 * the lesson (403 with the lesson page's reason otherwise): a thread is as open as its lesson.
 */

type TApp = Pick<FastifyInstance, 'db' | 'jobs'>;

/** A question the viewer may read: its lesson is open to them; hidden is for admins only. */
async function readableQuestion(app: TApp, viewer: TViewer, id: string) {
  const question = await findQuestion(app.db, id);
  if (!question || (question.hiddenAt && !viewer.isAdmin))
    throw notFound(QUESTION_MESSAGES.notFound);
  await lessonOpenTo(app.db, viewer, question.lessonId);
  return question;
}

async function readableAnswer(app: TApp, viewer: TViewer, id: string) {
  const found = await findAnswer(app.db, id);
  const hidden = found && (found.answer.hiddenAt || found.question.hiddenAt);
  if (!found || (hidden && !viewer.isAdmin)) throw notFound(QUESTION_MESSAGES.answerNotFound);
  await lessonOpenTo(app.db, viewer, found.question.lessonId);
  return found;
}

/** A learner an admin stopped from posting is refused (403) whatever they try to post. */
export async function refuseBanned(app: TApp, viewer: TViewer) {
  if (await banOf(app.db, viewer.id)) throw new AppError('FORBIDDEN', QUESTION_MESSAGES.banned);
}

export async function lessonQuestions(
  app: TApp,
  viewer: TViewer,
  lessonId: string,
  query: { sort: TQuestionSort; page: number },
) {
  await lessonOpenTo(app.db, viewer, lessonId);
  const { rows, total } = await listQuestions(app.db, lessonId, {
    ...query,
    withHidden: viewer.isAdmin,
  });
  return {
    questions: rows.map((r) => summaryView(r, viewer)),
    total,
    page: query.page,
    pageSize: 20,
  };
}

export async function questionThread(app: TApp, viewer: TViewer, id: string) {
  const question = await readableQuestion(app, viewer, id);
  const [answers, votes, ban] = await Promise.all([
    answersOf(app.db, id),
    votesIn(app.db, viewer.id, id),
    banOf(app.db, viewer.id),
  ]);
  return threadView(question, answers, viewer, { votes, banned: Boolean(ban), now: new Date() });
}

export async function askQuestion(app: TApp, viewer: TViewer, lessonId: string, ask: TAskQuestion) {
  await lessonOpenTo(app.db, viewer, lessonId);
  await refuseBanned(app, viewer);
  const code = ask.code?.trim() ? ask.code : null;
  return insertQuestion(app.db, {
    lessonId,
    userId: viewer.id,
    title: ask.title,
    body: ask.body,
    code,
    codeLanguage: code ? (ask.codeLanguage ?? null) : null,
    momentSeconds: ask.momentSeconds ?? null,
  });
}

function refuseClosedThread(question: TQuestionRow) {
  if (question.deletedAt || question.hiddenAt) throw notFound(QUESTION_MESSAGES.notFound);
  if (question.lockedAt) throw new AppError('CONFLICT', QUESTION_MESSAGES.locked);
}

export async function answerQuestion(app: TApp, viewer: TViewer, id: string, body: string) {
  const question = await readableQuestion(app, viewer, id);
  refuseClosedThread(question);
  await refuseBanned(app, viewer);
  return app.db.transaction(async (tx) => {
    const answer = await insertAnswer(tx, {
      questionId: id,
      userId: viewer.id,
      body,
      byInstructor: viewer.isAdmin,
    });
    if (question.userId && question.userId !== viewer.id)
      await enqueueAnswerMail(tx, { kind: 'answered', answerId: answer.id });
    return answer;
  });
}

function refuseEdit(
  row: { userId: string | null; createdAt: Date; deletedAt: Date | null; hiddenAt: Date | null },
  viewer: TViewer,
) {
  const why = editRefusal(
    { authorId: row.userId, createdAt: row.createdAt, deletedAt: row.deletedAt ?? row.hiddenAt },
    viewer.id,
    new Date(),
  );
  if (why) throw new AppError('FORBIDDEN', why);
}

export async function editQuestion(
  app: TApp,
  viewer: TViewer,
  id: string,
  edit: { title: string; body: string },
) {
  const question = await readableQuestion(app, viewer, id);
  refuseEdit(question, viewer);
  await refuseBanned(app, viewer);
  await updateQuestion(app.db, id, { ...edit, editedAt: new Date() });
}

export async function editAnswer(app: TApp, viewer: TViewer, id: string, body: string) {
  const { answer } = await readableAnswer(app, viewer, id);
  refuseEdit(answer, viewer);
  await refuseBanned(app, viewer);
  await updateAnswer(app.db, id, { body, editedAt: new Date() });
}

const refuseNotMine = (row: { userId: string | null; deletedAt: Date | null }, viewer: TViewer) => {
  if (row.deletedAt || row.userId !== viewer.id)
    throw new AppError('FORBIDDEN', QUESTION_MESSAGES.notYours);
};

/** The author deletes their question: kept as "deleted" when it has answers, else removed. */
export async function deleteQuestion(app: TApp, viewer: TViewer, id: string) {
  const question = await readableQuestion(app, viewer, id);
  refuseNotMine(question, viewer);
  if (deletionKind({ answerCount: question.answerCount }) === 'remove')
    await removeQuestion(app.db, id);
  else
    await updateQuestion(app.db, id, {
      deletedAt: new Date(),
      body: '',
      code: null,
      momentSeconds: null,
    });
}

/** The author deletes their answer: kept as "deleted" when it was accepted, else removed. */
export async function deleteAnswer(app: TApp, viewer: TViewer, id: string) {
  const { answer, question } = await readableAnswer(app, viewer, id);
  refuseNotMine(answer, viewer);
  const accepted = question.acceptedAnswerId === id;
  await app.db.transaction(async (tx) => {
    if (deletionKind({ accepted }) === 'remove') await removeAnswer(tx, answer);
    else await updateAnswer(tx, id, { deletedAt: new Date(), body: '' });
  });
}

/** The asker accepts one answer of their thread (null takes it back). */
export async function acceptAnswer(
  app: TApp,
  viewer: TViewer,
  id: string,
  answerId: string | null,
) {
  const question = await readableQuestion(app, viewer, id);
  if (question.userId !== viewer.id || question.deletedAt)
    throw new AppError('FORBIDDEN', QUESTION_MESSAGES.onlyAskerAccepts);
  if (answerId) {
    const found = await findAnswer(app.db, answerId);
    if (found?.answer.questionId !== id || found.answer.deletedAt || found.answer.hiddenAt)
      throw new AppError('VALIDATION', QUESTION_MESSAGES.answerNotFound, {
        answerId: QUESTION_MESSAGES.answerNotFound,
      });
  }
  await app.db.transaction(async (tx) => {
    await updateQuestion(tx, id, { acceptedAnswerId: answerId });
    const changed = answerId && answerId !== question.acceptedAnswerId;
    if (changed) await enqueueAnswerMail(tx, { kind: 'accepted', answerId });
  });
}

const OWN_VOTE = 'You cannot mark your own post helpful';

export async function markHelpful(
  app: TApp,
  viewer: TViewer,
  target: { questionId: string } | { answerId: string },
) {
  if ('questionId' in target) {
    const question = await readableQuestion(app, viewer, target.questionId);
    if (question.deletedAt) throw notFound(QUESTION_MESSAGES.notFound);
    if (question.userId === viewer.id) throw new AppError('FORBIDDEN', OWN_VOTE);
    return app.db.transaction((tx) => toggleVote(tx, viewer.id, question.id, null));
  }
  const { answer } = await readableAnswer(app, viewer, target.answerId);
  if (answer.deletedAt) throw notFound(QUESTION_MESSAGES.answerNotFound);
  if (answer.userId === viewer.id) throw new AppError('FORBIDDEN', OWN_VOTE);
  return app.db.transaction((tx) => toggleVote(tx, viewer.id, answer.questionId, answer.id));
}

/** Anyone who may read a post may report it, once while the report is open. */
export async function reportPost(
  app: TApp,
  viewer: TViewer,
  target: { questionId: string } | { answerId: string },
  reason: string,
) {
  const { questionId, answerId } =
    'questionId' in target
      ? { questionId: (await readableQuestion(app, viewer, target.questionId)).id, answerId: null }
      : {
          questionId: (await readableAnswer(app, viewer, target.answerId)).answer.questionId,
          answerId: target.answerId,
        };
  if (await hasReported(app.db, viewer.id, questionId, answerId))
    throw new AppError('CONFLICT', QUESTION_MESSAGES.alreadyReported);
  await insertReport(app.db, { userId: viewer.id, questionId, answerId, reason });
}
