import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { job } from '../db/schema.ts';

/**
 * A durable job queue in the database (ADR 010). Work is enqueued in the caller's own
 * transaction, so it exists exactly when the change that needs it was committed. Workers on any
 * number of servers claim due jobs with `FOR UPDATE SKIP LOCKED`, so each runs on one of them;
 * a failure is retried with exponential back-off until `maxAttempts`, then the job is `failed`
 * with its last error kept. A worker that dies mid-job loses its lease, and the job runs again
 * elsewhere: handlers must be idempotent.
 *
 * Every job is a `defineJob({ type, schema, handler })` next to its module: enqueueing takes the
 * definition, so the payload is checked at compile time, and the worker checks it against the
 * schema before the handler sees it (a payload that does not match fails the job at once).
 */

export type TJobRow = typeof job.$inferSelect;
export type TJobContext = {
  id: string;
  attempt: number;
  log: FastifyBaseLogger;
  /** The app whose queue runs the job: its database, config, mailer, provider… */
  app: FastifyInstance;
};

export type TEnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second enqueue with the same key is ignored while the first job exists. */
  dedupeKey?: string;
  /** Attempts before the job is marked failed (default: the job's, else 8). */
  maxAttempts?: number;
};

/** Jobs run one at a time per lane and server; a lane of their own keeps long ones apart. */
export const DEFAULT_LANE = 'default';
const DEFAULT_LEASE_MS = 5 * 60 * 1000;

/** A job type as enqueuers see it: everything but what runs it. */
export type TJobDeclaration<TSchema extends z.ZodType = z.ZodType> = {
  /** Stored in `job.type`: never rename one that may still be queued. */
  readonly type: string;
  readonly schema: TSchema;
  /** Its worker loop; jobs of one lane run one after another on each server. */
  readonly lane: string;
  /** How long a claim is the worker's before another may take the job over. */
  readonly leaseMs: number;
  /** Used when the enqueue does not say (the table's default, 8, when neither does). */
  readonly maxAttempts: number | undefined;
};

/** A job type with its handler: what a module registers on `app.jobs`. */
export type TJobDefinition<TSchema extends z.ZodType = z.ZodType> = TJobDeclaration<TSchema> & {
  handler(payload: z.output<TSchema>, context: TJobContext): Promise<void>;
};

type TJobHandler<TSchema extends z.ZodType> = (
  payload: z.output<TSchema>,
  context: TJobContext,
) => Promise<void>;

/**
 * A job type without its handler (as Documenso's job registry declares them): the workflows that
 * enqueue it import only this, and the handler is joined to it by handleJob where the module
 * registers its jobs, so code that queues work never imports the code that runs it.
 */
export function declareJob<TSchema extends z.ZodType>(declaration: {
  type: string;
  schema: TSchema;
  lane?: string;
  leaseMs?: number;
  maxAttempts?: number;
}): TJobDeclaration<TSchema> {
  return Object.freeze({
    type: declaration.type,
    schema: declaration.schema,
    lane: declaration.lane ?? DEFAULT_LANE,
    leaseMs: declaration.leaseMs ?? DEFAULT_LEASE_MS,
    maxAttempts: declaration.maxAttempts,
  });
}

/** A declared job type joined to what runs it. */
export function handleJob<TSchema extends z.ZodType>(
  declaration: TJobDeclaration<TSchema>,
  handler: TJobHandler<TSchema>,
): TJobDefinition<TSchema> {
  return Object.freeze({ ...declaration, handler });
}

/**
 * A job type: its name, its payload's schema (zod) and what runs it, in one place. `lane` and
 * `leaseMs` suit long jobs (a transcode); `maxAttempts` is the default for its enqueues.
 */
export function defineJob<TSchema extends z.ZodType>(definition: {
  type: string;
  schema: TSchema;
  handler: TJobHandler<TSchema>;
  lane?: string;
  leaseMs?: number;
  maxAttempts?: number;
}): TJobDefinition<TSchema> {
  const { handler, ...declaration } = definition;
  return handleJob(declareJob(declaration), handler);
}

/**
 * The job types a queue of this process has registered (queue.ts `register`). A type no module
 * registered would be claimed by no worker and wait forever, so enqueue refuses it instead.
 */
const registeredTypes = new Set<string>();

/** Called by the queue when a module registers a job type on it. */
export function markRegistered(type: string) {
  registeredTypes.add(type);
}

/** An enqueue of a type that no module registered: a programming error, found at once. */
export class UnregisteredJobError extends Error {
  constructor(type: string) {
    super(
      `Job type ${type} is not registered: no module put it on app.jobs (app.jobs.register), so no worker would ever run it`,
    );
    this.name = 'UnregisteredJobError';
  }
}

/**
 * Adds a job; pass the transaction that makes the change the job follows up on. The payload is
 * stored as given (its type is the schema's input); the worker validates it before the handler.
 */
export async function enqueue<TSchema extends z.ZodType>(
  tx: TDb,
  definition: TJobDeclaration<TSchema>,
  payload: z.input<TSchema>,
  options: TEnqueueOptions = {},
): Promise<void> {
  if (!registeredTypes.has(definition.type)) throw new UnregisteredJobError(definition.type);
  const maxAttempts = options.maxAttempts ?? definition.maxAttempts;
  await tx
    .insert(job)
    .values({
      type: definition.type,
      payload: payload ?? {},
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(maxAttempts ? { maxAttempts } : {}),
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: job.dedupeKey });
}

/** The wait before attempt `attempts + 1`: base · 2^(attempts − 1), at most `maxMs`. */
export function backoffMs(attempts: number, baseMs: number, maxMs = 60 * 60 * 1000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

const DAY_MS = 86_400_000;

/**
 * When and under which key to queue the next run of a daily job: the coming `hourUtc`, keyed by
 * its day, so every server may queue it at start and after each run and one job a day exists.
 */
export function nextDailyRun(type: string, hourUtc: number, now = new Date()) {
  const at = new Date(now);
  at.setUTCHours(hourUtc, 0, 0, 0);
  if (at.getTime() <= now.getTime()) at.setTime(at.getTime() + DAY_MS);
  return { runAt: at, dedupeKey: `${type}:${at.toISOString().slice(0, 10)}` };
}
