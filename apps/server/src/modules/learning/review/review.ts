import { randomInt } from 'node:crypto';
import {
  afterReviewAnswer,
  isReviewDue,
  PASS_SCORE,
  revealsAnswers,
  shuffled,
  type TReviewAnswer,
  type TReviewAnswerRequest,
  type TReviewResponse,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError, notFound } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { closedLessons, openLesson } from '../access/index.ts';
import { gradeAnswer, orderFits, shownOptions, shuffledOptions } from '../content/index.ts';
import { failedAttempts } from '../progress/index.ts';
import { queueOf, recordAnswer, saveAskedOrder } from './repo.ts';

const NOT_FOUND = 'This review question does not exist';
const NOT_THIS_LESSON = 'Not the lesson of this review question';

/** The queued questions due today (a day in `timeZone`, the server's) from lessons they may open. */
async function dueQuestions(db: TDb, viewer: TViewer, timeZone: string, now: Date) {
  const rows = await queueOf(db, viewer.id);
  const closed = await closedLessons(
    db,
    viewer,
    rows.map((r) => ({
      lessonId: r.lesson.id,
      section: r.lesson.section,
      learnInOrder: r.project.learnInOrder,
    })),
  );
  return rows.filter((r) => !closed.has(r.lesson.id) && isReviewDue(r.item, now, timeZone));
}

export async function reviewSummary(db: TDb, viewer: TViewer, timeZone: string) {
  return { waiting: (await dueQuestions(db, viewer, timeZone, new Date())).length };
}

/**
 * The questions waiting, in a fresh order, each with its options in a fresh order (kept until
 * answered, so a reload asks the same). No answer or explanation leaves before an answer.
 */
export async function reviewQueue(
  db: TDb,
  viewer: TViewer,
  timeZone: string,
): Promise<TReviewResponse> {
  const due = await dueQuestions(db, viewer, timeZone, new Date());
  const questions = await Promise.all(
    due.map(async (r) => {
      const q = r.question;
      const order = orderFits(r.item.options, q)
        ? (r.item.options ?? [])
        : ((await saveAskedOrder(db, r.item.id, shuffledOptions(q))) ??
          // Another tab stored one a moment ago: read it back.
          (await queueOf(db, viewer.id, r.item.id))[0]?.item.options ??
          []);
      return {
        id: r.item.id,
        lesson: {
          id: r.lesson.id,
          title: r.lesson.title,
          category: r.project.category,
          project: r.project.slug,
          section: r.lesson.section,
          number: r.lesson.number,
        },
        question: q.question,
        options: shownOptions(order, q),
      };
    }),
  );
  return { waiting: due.length, questions: shuffled(questions, randomInt) };
}

/**
 * Grades one review answer and reschedules the question (core's review.ts). The right option
 * and its explanation follow the lesson quiz's rule: shown once its quiz is passed or failed
 * twice, so review never gives away what the quiz still holds back.
 */
export async function answerReview(
  db: TDb,
  viewer: TViewer,
  id: string,
  body: TReviewAnswerRequest,
  timeZone: string,
  /** An answer synced from offline names the lesson it was asked from: it must be this one. */
  lessonId?: string,
): Promise<TReviewAnswer> {
  const [row] = await queueOf(db, viewer.id, id);
  if (!row) throw notFound(NOT_FOUND);
  if (lessonId !== undefined && lessonId !== row.lesson.id)
    throw new AppError('VALIDATION', `lessonId: ${NOT_THIS_LESSON}`, { lessonId: NOT_THIS_LESSON });
  await openLesson(db, viewer, row.lesson.id);
  const now = new Date();
  if (!isReviewDue(row.item, now, timeZone))
    throw new AppError('CONFLICT', 'You answered this question today. It comes back tomorrow.');
  const q = row.question;
  const order = row.item.options;
  if (!order || !orderFits(order, q))
    throw new AppError('CONFLICT', 'This question changed. Reload the review to see it again.');
  const graded = gradeAnswer(order, q, body.optionId);
  if (!graded) {
    throw new AppError('VALIDATION', 'optionId: Choose one of the options', {
      optionId: 'Choose one of the options',
    });
  }
  const next = afterReviewAnswer(row.item, graded.correct, now);
  if (!(await recordAnswer(db, id, next)))
    throw new AppError('CONFLICT', 'This question was already answered. Reload the review.');
  const passed = (row.bestQuizScore ?? 0) >= PASS_SCORE;
  const revealed = revealsAnswers(passed, await failedAttempts(db, viewer.id, row.lesson.id));
  return {
    correct: graded.correct,
    chosen: graded.chosen,
    explanation: graded.explanation,
    correctOption: revealed ? graded.rightId : null,
    correctExplanation: revealed ? graded.rightExplanation : null,
    done: next === null,
    waiting: (await reviewSummary(db, viewer, timeZone)).waiting,
  };
}
