import type { TDb } from '../../db/client.ts';
import {
  answersBy,
  banOf,
  lessonsOfQuestions,
  mailSettingsOf,
  questionsBy,
  reportsBy,
  votesBy,
} from './repo.ts';

/*
 * The questions module's face for other modules: a learner's posts for "Download my data"
 * (modules/account), and which lesson a question hangs under (modules/search). Erasure is the module's own step on better-auth's delete (index.ts).
 */

/** Everything the questions module keeps under the learner's id. */
export async function questionsDataOf(db: TDb, userId: string) {
  const [questions, answers, votes, reports, ban, mail] = await Promise.all([
    questionsBy(db, userId),
    answersBy(db, userId),
    votesBy(db, userId),
    reportsBy(db, userId),
    banOf(db, userId),
    mailSettingsOf(db, userId),
  ]);
  return {
    questions: questions.map((q) => ({
      id: q.id,
      lessonId: q.lessonId,
      title: q.title,
      body: q.body,
      code: q.code,
      momentSeconds: q.momentSeconds,
      createdAt: q.createdAt,
      editedAt: q.editedAt,
      deletedAt: q.deletedAt,
      hiddenAt: q.hiddenAt,
      hiddenReason: q.hiddenReason,
    })),
    answers: answers.map((a) => ({
      id: a.id,
      questionId: a.questionId,
      body: a.body,
      createdAt: a.createdAt,
      editedAt: a.editedAt,
      deletedAt: a.deletedAt,
      hiddenAt: a.hiddenAt,
      hiddenReason: a.hiddenReason,
    })),
    helpfulVotes: votes.map((v) => ({
      questionId: v.questionId,
      answerId: v.answerId,
      createdAt: v.createdAt,
    })),
    reports: reports.map((r) => ({
      questionId: r.questionId,
      answerId: r.answerId,
      reason: r.reason,
      createdAt: r.createdAt,
      resolvedAt: r.resolvedAt,
    })),
    postingBan: ban && { reason: ban.reason, since: ban.createdAt },
    mail: mail && {
      answersMail: mail.answersMail,
      digestMail: mail.digestMail,
      seenAnswersAt: mail.seenAnswersAt,
    },
  };
}

/** The lesson of each of these questions, by question id (a search result opens in it). */
export const questionLessons = (db: TDb, questionIds: readonly string[]) =>
  lessonsOfQuestions(db, questionIds);
