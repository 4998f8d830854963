import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { lesson } from './catalog.ts';

/*
 * Questions and answers under a lesson (modules/questions). A post's author is `user_id`; when
 * the author deletes their account a post others answered stays with `user_id = null` ("Deleted
 * account"), and the rest goes (the module's erasure step). Counts are kept on the rows so a
 * lesson's first page of threads is one indexed read.
 */
const moderation = {
  editedAt: timestamp('edited_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  hiddenReason: text('hidden_reason'),
  hiddenBy: text('hidden_by'),
  helpfulCount: integer('helpful_count').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

export const lessonQuestion = pgTable(
  'lesson_question',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    codeLanguage: text('code_language'),
    momentSeconds: integer('moment_seconds'),
    acceptedAnswerId: uuid('accepted_answer_id'),
    answerCount: integer('answer_count').notNull().default(0),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockReason: text('lock_reason'),
    ...moderation,
  },
  (t) => [
    index('lesson_question_unanswered').on(
      t.lessonId,
      sql`(${t.answerCount} > 0)`,
      t.createdAt.desc(),
    ),
    index('lesson_question_helpful').on(t.lessonId, t.helpfulCount.desc(), t.createdAt.desc()),
    index('lesson_question_user').on(t.userId),
  ],
);

export const lessonQuestionAnswer = pgTable(
  'lesson_question_answer',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestion.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    /** Written by an admin: shown with the "Instructor" badge. */
    byInstructor: boolean('by_instructor').notNull().default(false),
    ...moderation,
  },
  (t) => [
    index('lesson_question_answer_question').on(t.questionId, t.createdAt),
    index('lesson_question_answer_user').on(t.userId),
  ],
);

/** One "helpful" per person per post: on the question when `answer_id` is null. */
export const lessonQuestionVote = pgTable(
  'lesson_question_vote',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestion.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => lessonQuestionAnswer.id, {
      onDelete: 'cascade',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lesson_question_vote_once').on(
      t.userId,
      t.questionId,
      sql`coalesce(${t.answerId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
  ],
);

/** A post someone reported, for the admin's queue; `resolved_at` once an admin acted on it. */
export const lessonQuestionReport = pgTable(
  'lesson_question_report',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestion.id, { onDelete: 'cascade' }),
    answerId: uuid('answer_id').references(() => lessonQuestionAnswer.id, {
      onDelete: 'cascade',
    }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
  },
  (t) => [index('lesson_question_report_open').on(t.resolvedAt, t.createdAt)],
);

/** A learner an admin stopped from posting, and why. */
export const lessonQuestionBan = pgTable('lesson_question_ban', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  bannedBy: text('banned_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A learner's mail choices about questions and when they last looked at answers to theirs
 * (the header badge counts answers since then). No row: the defaults.
 */
export const lessonQuestionMail = pgTable('lesson_question_mail', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  /** Mail when my question is answered or an answer to it is accepted (my own content). */
  answersMail: boolean('answers_mail').notNull().default(true),
  /** Admins: the daily mail of unanswered questions (opt-in). */
  digestMail: boolean('digest_mail').notNull().default(false),
  seenAnswersAt: timestamp('seen_answers_at', { withTimezone: true }).notNull().defaultNow(),
});
