import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { learnerLesson } from './learning.ts';

/**
 * A learner's private note at a moment of a lesson's video; no text makes it a bookmark. The id
 * is chosen by the device, so a note made offline and synced twice is made once. Deleted with
 * the account or the lesson (the foreign keys cascade).
 */
export const lessonNote = pgTable(
  'lesson_note',
  {
    id: uuid('id').primaryKey(),
    ...learnerLesson(),
    positionSeconds: integer('position_seconds').notNull(),
    body: text('body').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "This learner's notes on this lesson, by moment", and all of theirs by its first column.
  (t) => [index('lesson_note_user_lesson').on(t.userId, t.lessonId, t.positionSeconds)],
);
