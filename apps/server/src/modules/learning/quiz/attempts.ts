import type { TQuizAttempt } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  gradeAnswer,
  hasCompleteQuiz,
  orderFits,
  shownOptions,
  shuffledOptions,
  type TAttemptOption,
  type TQuestion,
} from '../content/index.ts';
import { closeAttempt, findAttempt, insertAttempt, latestOpenAttempt } from './repo.ts';

const fits = (order: TAttemptOption[][], questions: TQuestion[]) =>
  order.length === questions.length && questions.every((q, i) => orderFits(order[i], q));

/**
 * The learner's open attempt at a lesson's quiz, made (shuffled) when there is none: a reload
 * shows the same order, a new try a new one. Null while the lesson has no complete quiz.
 */
export async function openAttempt(
  db: TDb,
  userId: string,
  lessonId: string,
  questions: TQuestion[],
): Promise<TQuizAttempt | null> {
  if (!hasCompleteQuiz(questions)) return null;
  const open = await latestOpenAttempt(db, userId, lessonId);
  const attempt =
    open && fits(open.options, questions)
      ? open
      : await insertAttempt(db, userId, lessonId, questions.map(shuffledOptions));
  return {
    id: attempt.id,
    questions: questions.map((q, i) => ({
      position: q.position,
      question: q.question,
      options: shownOptions(attempt.options[i] ?? [], q),
    })),
  };
}

/**
 * Grades answers (option ids) against the attempt's own order and closes the attempt, once:
 * a second submission of the same attempt is refused.
 */
export async function gradeAttempt(
  db: TDb,
  ids: { userId: string; lessonId: string; attemptId: string },
  answers: string[],
  questions: TQuestion[],
) {
  const attempt = await findAttempt(db, ids);
  if (!attempt) throw new AppError('NOT_FOUND', 'This quiz attempt does not exist');
  if (!fits(attempt.options, questions))
    throw new AppError('CONFLICT', 'The quiz changed since this attempt began. Start a new one.');
  const results = questions.map((q, i) => {
    const graded = gradeAnswer(attempt.options[i] ?? [], q, answers[i] ?? '');
    if (!graded) {
      throw new AppError('VALIDATION', `answers.${i}: Choose one of the options`, {
        [`answers.${i}`]: 'Choose one of the options',
      });
    }
    return { position: q.position, ...graded };
  });
  const score = results.filter((r) => r.correct).length;
  // Kept by the author's option index: the shuffled ids mean nothing outside this attempt.
  const chosen = results.map((r, i) => ({
    position: r.position,
    option: attempt.options[i]?.find((o) => o.id === r.chosen)?.index ?? -1,
    correct: r.correct,
  }));
  if (!(await closeAttempt(db, attempt.id, score, chosen)))
    throw new AppError('CONFLICT', 'This attempt was already submitted. Start a new one.');
  return { score, results };
}
