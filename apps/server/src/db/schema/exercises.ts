import type { TExerciseFile, TExerciseKind } from '@thinkbuild/core';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { lesson } from './catalog.ts';

/** One check's outcome as the browser reported it. */
export type TCheckOutcome = { name: string; passed: boolean; message: string; hint?: number };

/**
 * A lesson's code exercise (at most one per lesson). The checks are JavaScript the browser runs
 * in its sandbox; the server stores them and never runs them.
 */
export const lessonExercise = pgTable(
  'lesson_exercise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lessonId: uuid('lesson_id')
      .notNull()
      .unique()
      .references(() => lesson.id, { onDelete: 'cascade' }),
    /**
     * 'code': the learner's browser runs the checks. 'publish' (a Deployment lesson's site check,
     * core's site-check.ts): the server checks the learner's published site; no files or checks.
     */
    kind: text('kind').$type<TExerciseKind>().notNull().default('code'),
    instructions: text('instructions').notNull(),
    starterFiles: jsonb('starter_files').$type<TExerciseFile[]>().notNull(),
    solutionFiles: jsonb('solution_files').$type<TExerciseFile[]>().notNull(),
    checks: text('checks').notNull(),
    /** Up to three hints (Markdown), offered one at a time (core's hintLadder). */
    hints: jsonb('hints').$type<string[]>().notNull().default([]),
    /**
     * The hash of the files and checks the admin's Try checks last passed for (core's
     * verificationSubject); null once they change without a new Try. A lesson is published, or its
     * exercise saved while published, only when it matches (docs/decisions/019, "Authoring").
     */
    verifiedHash: text('verified_hash'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('lesson_exercise_kind', sql`${t.kind} in ('code', 'publish')`)],
);

/** The learner and the exercise a row is about; deleting either deletes the row. */
const learnerExercise = () => ({
  userId: text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' }),
  exerciseId: uuid('exercise_id')
    .notNull()
    .references(() => lessonExercise.id, { onDelete: 'cascade' }),
});

/** A learner's code as they left it: one draft per learner per exercise, saved as they type. */
export const exerciseDraft = pgTable(
  'exercise_draft',
  {
    ...learnerExercise(),
    files: jsonb('files').$type<TExerciseFile[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);

/**
 * What the learner's checks gave, as their browser reported it: the latest report's checks,
 * whether they ever passed (passed stays passed) and how many reports failed (the solution
 * shows from the third, core's revealsSolution).
 */
export const exerciseResult = pgTable(
  'exercise_result',
  {
    ...learnerExercise(),
    passed: boolean('passed').notNull().default(false),
    checks: jsonb('checks').$type<TCheckOutcome[]>().notNull(),
    failedCount: integer('failed_count').notNull().default(0),
    passedAt: timestamp('passed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.exerciseId] }),
    // The Insights exercises view: an exercise's results last reported in a range (decisions/046).
    index('exercise_result_exercise_updated').on(t.exerciseId, t.updatedAt),
  ],
);

/**
 * Which hints of an exercise a learner opened (1-based, as the ladder numbers them), and when:
 * opened once stays opened, and it feeds the instructor's numbers.
 */
export const exerciseHintOpen = pgTable(
  'exercise_hint_open',
  {
    ...learnerExercise(),
    hint: integer('hint').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId, t.hint] })],
);

/**
 * When a learner opened an exercise's solution (first time only; the ladder offers it after
 * every hint and SOLUTION_AFTER_FAILED_CHECKS failed checks): it feeds the author's Insights.
 */
export const exerciseSolutionOpen = pgTable(
  'exercise_solution_open',
  {
    ...learnerExercise(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.exerciseId] })],
);
