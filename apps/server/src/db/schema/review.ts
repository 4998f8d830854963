import { integer, jsonb, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { learnerLesson, type TAttemptOption } from './learning.ts';

/**
 * The review queue (decisions/013): a quiz question the learner got wrong, until they answer it
 * right in review on two different days (core's review.ts schedules it).
 */
export const reviewItem = pgTable(
  'review_item',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...learnerLesson(),
    /** The question's position (1–5) in its lesson. */
    position: integer('position').notNull(),
    /** Right answers in review since the last mistake. */
    streak: integer('streak').notNull().default(0),
    /** The last review answer; null when not reviewed since the mistake (due at once). */
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
    /** The option order being asked (shuffled when asked, cleared by an answer), with its ids. */
    options: jsonb('options').$type<TAttemptOption[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Its leading column also serves "this learner's queue".
  (t) => [uniqueIndex('review_item_user_question').on(t.userId, t.lessonId, t.position)],
);
