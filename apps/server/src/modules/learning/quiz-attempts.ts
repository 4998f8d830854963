import { randomBytes, randomInt } from 'node:crypto';
import {
  OPTIONS_PER_QUESTION,
  PASS_SCORE,
  QUESTIONS_PER_LESSON,
  shuffled,
  type TQuizAttempt,
} from '@thinkbuild/core';
import { and, count, desc, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { quizAttempt, type TAttemptOption } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';

type TQuestion = { position: number; question: string; options: string[]; correctOption: number };

/** A fresh option order for each question, with ids that mean nothing outside this attempt. */
const newOrder = (questions: TQuestion[]): TAttemptOption[][] =>
  questions.map((q) =>
    shuffled(
      q.options.map((_, index) => index),
      randomInt,
    ).map((index) => ({ id: randomBytes(6).toString('base64url'), index })),
  );

const fits = (order: TAttemptOption[][], questions: TQuestion[]) =>
  order.length === questions.length &&
  order.every((options, i) => options.length === questions[i]?.options.length);

const complete = (questions: TQuestion[]) =>
  questions.length === QUESTIONS_PER_LESSON &&
  questions.every((q) => q.options.length === OPTIONS_PER_QUESTION);

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
  if (!complete(questions)) return null;
  const [open] = await db
    .select()
    .from(quizAttempt)
    .where(
      and(
        eq(quizAttempt.userId, userId),
        eq(quizAttempt.lessonId, lessonId),
        isNull(quizAttempt.submittedAt),
      ),
    )
    .orderBy(desc(quizAttempt.createdAt))
    .limit(1);
  const attempt =
    open && fits(open.options, questions)
      ? open
      : (
          await db
            .insert(quizAttempt)
            .values({ userId, lessonId, options: newOrder(questions) })
            .returning()
        )[0];
  if (!attempt) throw new Error('quiz attempt insert returned nothing');
  return {
    id: attempt.id,
    questions: questions.map((q, i) => ({
      position: q.position,
      question: q.question,
      options: (attempt.options[i] ?? []).map((o) => ({
        id: o.id,
        text: q.options[o.index] ?? '',
      })),
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
    .where(
      and(
        eq(quizAttempt.id, ids.attemptId),
        eq(quizAttempt.userId, ids.userId),
        eq(quizAttempt.lessonId, ids.lessonId),
      ),
    );
  if (!attempt) throw new AppError('NOT_FOUND', 'This quiz attempt does not exist');
  if (!fits(attempt.options, questions))
    throw new AppError('CONFLICT', 'The quiz changed since this attempt began. Start a new one.');
  const results = questions.map((q, i) => {
    const options = attempt.options[i] ?? [];
    const chosen = options.find((o) => o.id === answers[i]);
    if (!chosen) {
      throw new AppError('VALIDATION', `answers.${i}: Choose one of the options`, {
        [`answers.${i}`]: 'Choose one of the options',
      });
    }
    const right = options.find((o) => o.index === q.correctOption);
    return {
      position: q.position,
      chosen: chosen.id,
      correct: chosen.index === q.correctOption,
      rightId: right?.id ?? '',
    };
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

/** How many of the learner's submitted attempts at this quiz failed. */
export async function failedAttempts(db: TDb, userId: string, lessonId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(quizAttempt)
    .where(
      and(
        eq(quizAttempt.userId, userId),
        eq(quizAttempt.lessonId, lessonId),
        isNotNull(quizAttempt.submittedAt),
        lt(quizAttempt.score, PASS_SCORE),
      ),
    );
  return row?.n ?? 0;
}
