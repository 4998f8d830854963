import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { lesson } from './catalog.ts';

/**
 * The learner and the lesson a row is about (quiz attempts, progress, review items); deleting
 * either deletes the row. A function, so each table gets its own column builders. (Not in
 * columns.ts: auth.ts and catalog.ts import that file, so it cannot import them.)
 */
export const learnerLesson = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  lessonId: uuid('lesson_id')
    .notNull()
    .references(() => lesson.id, { onDelete: 'cascade' }),
});

export const quizQuestion = pgTable(
  'quiz_question',
  {
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    /** Per option (same order as `options`), why it is right or wrong; '' when not written. */
    explanations: jsonb('explanations').$type<string[]>().notNull().default([]),
    correctOption: integer('correct_option').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.lessonId, t.position] }),
    check('quiz_position_range', sql`${t.position} between 1 and 5`),
    check('quiz_correct_range', sql`${t.correctOption} between 0 and 4`),
  ],
);

/** One option as a learner saw it in an attempt: its id there, and its index in the question. */
export type TAttemptOption = { id: string; index: number };

/**
 * One answer of a submitted attempt, by question position: the option chosen as the author
 * wrote it (its index in the question when submitted, not the shuffled id) and whether it was
 * right then. The author's Insights count these (first-attempt correct per question, the share
 * of learners who chose each wrong option; decisions/045).
 */
export type TAttemptAnswer = { position: number; option: number; correct: boolean };

/**
 * A quiz attempt: the option order this learner was shown (shuffled per attempt on the server)
 * and, once submitted, its score. Answers are graded against this order, so the page never
 * learns an option's place in the question (so it cannot hand the answers to the next attempt).
 */
export const quizAttempt = pgTable(
  'quiz_attempt',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...learnerLesson(),
    /** Per question (by position), its options in the order shown. */
    options: jsonb('options').$type<TAttemptOption[][]>().notNull(),
    score: integer('score'),
    /** Once submitted, what was chosen per question; null before, and for attempts before 0037. */
    answers: jsonb('answers').$type<TAttemptAnswer[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
  },
  (t) => [
    index('quiz_attempt_user_lesson').on(t.userId, t.lessonId),
    // The Insights quiz view: a lesson's attempts submitted in a range (decisions/046).
    index('quiz_attempt_lesson_submitted').on(t.lessonId, t.submittedAt),
  ],
);

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    ...learnerLesson(),
    positionSeconds: real('position_seconds').notNull().default(0),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    bestQuizScore: integer('best_quiz_score'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);
