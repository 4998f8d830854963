import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lesson } from './catalog.ts';
import { timestamps } from './columns.ts';

/** A cue as stored: seconds and plain text (tags and entities already resolved). */
export type TStoredCue = { start: number; end: number; text: string };

/**
 * A lesson's WebVTT captions: the file as the admin sent it (served as the player's
 * track) and its cues parsed once at upload (the transcript), so reads never parse again.
 */
export const lessonCaption = pgTable('lesson_caption', {
  lessonId: uuid('lesson_id')
    .primaryKey()
    .references(() => lesson.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('en'),
  vtt: text('vtt').notNull(),
  cues: jsonb('cues').$type<TStoredCue[]>().notNull(),
  ...timestamps,
});

/** Code shown under the player, optionally tied to a moment of the video. */
export const lessonSnippet = pgTable(
  'lesson_snippet',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    language: text('language').notNull(),
    code: text('code').notNull(),
    timeSeconds: integer('time_seconds'),
    ...timestamps,
  },
  (t) => [
    index('lesson_snippet_lesson').on(t.lessonId, t.position),
    check('lesson_snippet_time', sql`${t.timeSeconds} is null or ${t.timeSeconds} >= 0`),
  ],
);
