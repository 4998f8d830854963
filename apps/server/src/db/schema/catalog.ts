import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const categoryEnum = pgEnum('category_slug', ['web', 'mobile', 'game']);
export const sectionEnum = pgEnum('section', ['planning', 'build', 'explanation', 'deployment']);
export const projectStatusEnum = pgEnum('project_status', ['published', 'coming_soon']);

export const category = pgTable('category', {
  slug: categoryEnum('slug').primaryKey(),
  title: text('title').notNull(),
  position: integer('position').notNull(),
  status: projectStatusEnum('status').notNull().default('published'),
  comingSoonLabel: text('coming_soon_label'),
});

export const project = pgTable(
  'project',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: categoryEnum('category')
      .notNull()
      .references(() => category.slug),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: projectStatusEnum('status').notNull().default('published'),
    comingSoonLabel: text('coming_soon_label'),
    position: integer('position').notNull(),
    /** "Learn in order": a lesson opens only when the previous one of its section is complete. */
    learnInOrder: boolean('learn_in_order').notNull().default(false),
    /** The public course page (docs/decisions/023): Beginner, Intermediate or Advanced. */
    level: text('level').notNull().default('Beginner'),
    /** "What you will learn" lines, in order. */
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    /** "Before you start" lines, in order. */
    prerequisites: jsonb('prerequisites').$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [uniqueIndex('project_category_slug').on(t.category, t.slug)],
);

export const lesson = pgTable(
  'lesson',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => project.id, { onDelete: 'cascade' }),
    section: sectionEnum('section').notNull(),
    number: integer('number').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    difficulty: text('difficulty').notNull().default(''),
    videoKey: text('video_key'),
    durationSeconds: real('duration_seconds'),
    /** A lesson is shown to learners only once its video and data are both complete. */
    published: boolean('published').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('lesson_project_section_number').on(t.projectId, t.section, t.number),
    check('lesson_number_positive', sql`${t.number} > 0`),
  ],
);

/**
 * One video upload per lesson at a time (decisions/005), across every server: the row is the
 * claim, taken with one conditional upsert; an upload idle too long makes way for a new one.
 */
export const lessonUpload = pgTable('lesson_upload', {
  lessonId: uuid('lesson_id')
    .primaryKey()
    .references(() => lesson.id, { onDelete: 'cascade' }),
  uploadId: text('upload_id').notNull(),
  /** When the upload last sent bytes (or started). */
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
});
