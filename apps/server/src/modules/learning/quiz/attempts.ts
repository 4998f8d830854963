import type { TQuizAttempt } from '@thinkbuild/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { TDb } from '../../../db/client.ts';
import { quizAttempt, type TAttemptOption } from '../../../db/schema.ts';
import { AppError } from '../../../http/app-error.ts';
import {
  gradeAnswer,
  hasCompleteQuiz,
  orderFits,
  shownOptions,
  shuffledOptions,
  type TQuestion,
} from '../content/index.ts';

const fits = (order: TAttemptOption[][], questions: TQuestion[]) =>
  order.length === questions.length && questions.every((q, i) => orderFits(order[i], q));

const attemptOf = (ids: { userId: string; lessonId: string }) =>
  and(eq(quizAttempt.userId, ids.userId), eq(quizAttempt.lessonId, ids.lessonId));

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
  const [open] = await db
    .select()
    .from(quizAttempt)
    .where(and(attemptOf({ userId, lessonId }), isNull(quizAttempt.submittedAt)))
    .orderBy(desc(quizAttempt.createdAt))
    .limit(1);
  const attempt =
    open && fits(open.options, questions)
      ? open
      : (
          await db
            .insert(quizAttempt)
            .values({ userId, lessonId, options: questions.map(shuffledOptions) })
            .returning()
        )[0];
  if (!attempt) throw new Error('quiz attempt insert returned nothing');
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
  const [attempt] = await db
    .select()
    .from(quizAttempt)
    .where(and(eq(quizAttempt.id, ids.attemptId), attemptOf(ids)));
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
  const [closed] = await db
    .update(quizAttempt)
    .set({ score, submittedAt: new Date() })
    .where(and(eq(quizAttempt.id, attempt.id), isNull(quizAttempt.submittedAt)))
    .returning({ id: quizAttempt.id });
  if (!closed)
    throw new AppError('CONFLICT', 'This attempt was already submitted. Start a new one.');
  return { score, results };
}
