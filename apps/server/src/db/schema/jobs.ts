import { index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const jobStatusEnum = pgEnum('job_status', ['pending', 'running', 'done', 'failed']);

/**
 * The durable job queue (src/jobs): work that must happen once, survive a restart and retry
 * with back-off (a Paystack call after a webhook, later a video transcode). Enqueued in the
 * caller's transaction; claimed with FOR UPDATE SKIP LOCKED so one server runs each job.
 */
export const job = pgTable(
  'job',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which registered handler runs it, e.g. "billing.disable-subscription". */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    status: jobStatusEnum('status').notNull().default('pending'),
    /** Not before this time (the back-off after a failure moves it). */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(8),
    lastError: text('last_error'),
    /** While running: another server may take the job over after this (a crashed worker). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** Enqueuing the same key twice keeps the first job (an event delivered twice). */
    dedupeKey: text('dedupe_key').unique(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('job_due').on(t.status, t.runAt)],
);
