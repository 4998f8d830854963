import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { lesson } from './catalog.ts';

/**
 * What a learner watched of a lesson's video (issue 44), in coarse buckets: one row per learner,
 * lesson and 10-second stretch of the video, counting how many times it was played. The player
 * sends them in batches (at most one request a minute per learner, offline plays when they
 * sync). An author only ever sees counts over many learners (never a person, never a count
 * under 5); the learner's own rows are in "Download my data" and go with the account.
 */
export const lessonWatch = pgTable(
  'lesson_watch',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    /** The stretch of the video: seconds 10×bucket to 10×bucket + 10. */
    bucket: smallint('bucket').notNull(),
    /** How many times the learner played (some of) it. */
    plays: integer('plays').notNull().default(1),
    /** The day it was first played, in the site's calendar (TIME_ZONE): date ranges read this. */
    firstOn: date('first_on', { mode: 'string' }).notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.lessonId, t.bucket] }),
    index('lesson_watch_lesson').on(t.lessonId, t.firstOn),
  ],
);

/**
 * The Insights' daily rollups (decisions/046): per view, subject (a project or a lesson) and day
 * of the site's calendar, additive counts under a kind and an item (a section, a lesson, a
 * stretch, a question's option, an exercise's check…). A daily job rewrites a subject's rows for
 * every day up to yesterday; a view sums the range's rolled days and counts the later days live.
 * Counts only: nothing in them names a learner.
 */
export const insightRollup = pgTable(
  'insight_rollup',
  {
    view: text('view').notNull(),
    subject: uuid('subject').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    item: text('item').notNull().default(''),
    a: integer('a').notNull().default(0),
    b: integer('b').notNull().default(0),
    c: integer('c').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.view, t.subject, t.day, t.kind, t.item] })],
);

/** How far a subject's rollup reaches: every day up to `through_day`, counted at `counted_at`. */
export const insightRolled = pgTable(
  'insight_rolled',
  {
    view: text('view').notNull(),
    subject: uuid('subject').notNull(),
    throughDay: date('through_day', { mode: 'string' }).notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.view, t.subject] })],
);
