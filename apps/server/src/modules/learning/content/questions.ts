import { randomBytes, randomInt } from 'node:crypto';
import { OPTIONS_PER_QUESTION, QUESTIONS_PER_LESSON, shuffled } from '@thinkbuild/core';
import type { TAttemptOption } from './lessons-repo.ts';

/*
 * A lesson's quiz questions as the quiz and the review queue ask them: each asking shuffles the
 * options under ids that mean nothing elsewhere, and an answer is graded against that order.
 */

export type TQuestion = {
  position: number;
  question: string;
  options: string[];
  explanations: string[];
  correctOption: number;
};

/** A fresh order of one question's options, with ids that mean nothing outside where asked. */
export const shuffledOptions = (q: Pick<TQuestion, 'options'>): TAttemptOption[] =>
  shuffled(
    q.options.map((_, index) => index),
    randomInt,
  ).map((index) => ({ id: randomBytes(6).toString('base64url'), index }));

/** The options in the order asked, as the learner sees them: ids and text, nothing else. */
export const shownOptions = (order: readonly TAttemptOption[], q: TQuestion) =>
  order.map((o) => ({ id: o.id, text: q.options[o.index] ?? '' }));

/** Whether an order asked still fits the question (an admin may have edited it since). */
export const orderFits = (order: readonly TAttemptOption[] | null | undefined, q: TQuestion) =>
  order?.length === q.options.length;

/**
 * One answer graded against the order it was asked in: what was chosen, whether it is right,
 * the chosen option's explanation, and the right option with its explanation (the caller
 * decides whether those may be shown). Null when `answerId` is none of the options.
 */
export function gradeAnswer(order: readonly TAttemptOption[], q: TQuestion, answerId: string) {
  const chosen = order.find((o) => o.id === answerId);
  if (!chosen) return null;
  const right = order.find((o) => o.index === q.correctOption);
  return {
    chosen: chosen.id,
    correct: chosen.index === q.correctOption,
    explanation: q.explanations[chosen.index] ?? '',
    rightId: right?.id ?? '',
    rightExplanation: q.explanations[q.correctOption] ?? '',
  };
}

export const hasCompleteQuiz = (questions: Pick<TQuestion, 'options'>[]) =>
  questions.length === QUESTIONS_PER_LESSON &&
  questions.every((q) => q.options.length === OPTIONS_PER_QUESTION);
