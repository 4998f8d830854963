import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { lesson } from './catalog.ts';
import { timestamps } from './columns.ts';

export const renditionStatusEnum = pgEnum('rendition_status', [
  'pending',
  'running',
  'ready',
  'failed',
]);

/** One low-data version as stored: its playlist folder and the bytes a learner downloads. */
export type TStoredRendition = { name: string; height: number | null; bytes: number };

/**
 * The HLS versions of a lesson's current video (decisions/011), made by a transcode
 * job. One row per lesson: a new video replaces the row (and its objects). Objects live under
 * `prefix` (`renditions/{lesson}/{row id}/`): master.m3u8, {name}/index.m3u8 + segments, poster.jpg.
 */
export const videoRendition = pgTable(
  'video_rendition',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .unique()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    /** The lesson video these were made from; a different key on the lesson makes them stale. */
    videoKey: text('video_key').notNull(),
    status: renditionStatusEnum('status').notNull().default('pending'),
    /** 0–100 while running. */
    progress: integer('progress').notNull().default(0),
    error: text('error'),
    prefix: text('prefix').notNull(),
    renditions: jsonb('renditions').$type<TStoredRendition[]>().notNull().default([]),
    hasPoster: boolean('has_poster').notNull().default(false),
    /** cover-{width}.webp exist (core's COVER_WIDTHS): the public course pages' picture. */
    hasCover: boolean('has_cover').notNull().default(false),
    /** The source's SHA-256: the same clip on another lesson is copied, not transcoded again. */
    sourceSha256: text('source_sha256'),
    ...timestamps,
  },
  (t) => [index('video_rendition_sha').on(t.sourceSha256)],
);
