import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
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

export type TJobDefinition<TSchema extends z.ZodType = z.ZodType> = {
  /** Stored in `job.type`: never rename one that may still be queued. */
  readonly type: string;
  readonly schema: TSchema;
  handler(payload: z.output<TSchema>, context: TJobContext): Promise<void>;
  /** Its worker loop; jobs of one lane run one after another on each server. */
  readonly lane: string;
  /** How long a claim is the worker's before another may take the job over. */
  readonly leaseMs: number;
  /** Used when the enqueue does not say (the table's default, 8, when neither does). */
  readonly maxAttempts: number | undefined;
};

/**
 * A job type: its name, its payload's schema (zod) and what runs it. `lane` and `leaseMs` suit
 * long jobs (a transcode); `maxAttempts` is the default for its enqueues.
 */
export function defineJob<TSchema extends z.ZodType>(definition: {
  type: string;
  schema: TSchema;
  handler: (payload: z.output<TSchema>, context: TJobContext) => Promise<void>;
  lane?: string;
  leaseMs?: number;
  maxAttempts?: number;
}): TJobDefinition<TSchema> {
  return Object.freeze({
    type: definition.type,
    schema: definition.schema,
    handler: definition.handler,
    lane: definition.lane ?? DEFAULT_LANE,
    leaseMs: definition.leaseMs ?? DEFAULT_LEASE_MS,
    maxAttempts: definition.maxAttempts,
  });
}

/**
 * Adds a job; pass the transaction that makes the change the job follows up on. The payload is
 * stored as given (its type is the schema's input); the worker validates it before the handler.
 */
export async function enqueue<TSchema extends z.ZodType>(
  tx: TDb,
  definition: TJobDefinition<TSchema>,
  payload: z.input<TSchema>,
  options: TEnqueueOptions = {},
): Promise<void> {
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

/** A payload its schema refuses: retrying cannot fix it, so the job fails at once. */
export class InvalidJobPayloadError extends Error {
  constructor(type: string, error: z.ZodError) {
    super(`Invalid payload for job ${type}: ${z.prettifyError(error)}`);
    this.name = 'InvalidJobPayloadError';
  }
}

export type TJobQueueOptions = {
  db: TDb;
  log: FastifyBaseLogger;
  /** Handed to every handler (TJobContext.app). */
  app: FastifyInstance;
  /** First retry delay; doubles each attempt. */
  backoffBaseMs: number;
  /** How often an idle worker looks for due jobs; 0 never polls (tests drain by hand). */
  pollMs: number;
};

type TClaimed = { id: string; type: string; payload: unknown; attempts: number };

type TLane = {
  types: Map<string, TJobDefinition>;
  timer?: NodeJS.Timeout | undefined;
  running?: Promise<number> | undefined;
};

export function createJobQueue(options: TJobQueueOptions) {
  const { db, log } = options;
  const lanes = new Map<string, TLane>();
  let stopped = true;

  const laneOf = (name: string) => {
    let lane = lanes.get(name);
    if (!lane) {
      lane = { types: new Map() };
      lanes.set(name, lane);
    }
    return lane;
  };

  /** Takes one due job of the lane (or one whose worker's lease ran out), or null when none. */
  async function claim(lane: TLane): Promise<TClaimed | null> {
    const types = [...lane.types.values()];
    if (types.length === 0) return null;
    // Each type's own lease: a transcode's is shorter and renewed while it works.
    const lease = sql.join(
      types.map((t) => sql`when ${t.type} then ${`${t.leaseMs} milliseconds`}::interval`),
      sql` `,
    );
    const result = await db.execute(sql`
      update ${job} set status = 'running', attempts = attempts + 1,
        locked_until = now() + (case type ${lease} end), updated_at = now()
      where id = (
        select id from ${job}
        where type in (${sql.join(
          types.map((t) => sql`${t.type}`),
          sql`, `,
        )})
          and ((status = 'pending' and run_at <= now())
            or (status = 'running' and locked_until < now()))
        order by run_at
        limit 1
        for update skip locked
      )
      returning id, type, payload, attempts`);
    const [row] = (result as unknown as { rows: TClaimed[] }).rows;
    return row ?? null;
  }

  async function renew(id: string, leaseMs: number) {
    await db
      .update(job)
      .set({ lockedUntil: sql`now() + ${`${leaseMs} milliseconds`}::interval` })
      .where(and(eq(job.id, id), eq(job.status, 'running')));
  }

  async function finish(claimed: TClaimed, error: unknown) {
    if (error === undefined) {
      await db
        .update(job)
        .set({ status: 'done', finishedAt: new Date(), lockedUntil: null, updatedAt: new Date() })
        .where(eq(job.id, claimed.id));
      return;
    }
    const message = error instanceof Error ? error.message : String(error);
    const [row] = await db
      .select({ maxAttempts: job.maxAttempts })
      .from(job)
      .where(eq(job.id, claimed.id));
    const givesUp =
      error instanceof InvalidJobPayloadError || claimed.attempts >= (row?.maxAttempts ?? 1);
    const delay = backoffMs(claimed.attempts, options.backoffBaseMs);
    await db
      .update(job)
      .set({
        status: givesUp ? 'failed' : 'pending',
        lastError: message.slice(0, 2000),
        lockedUntil: null,
        runAt: givesUp ? undefined : sql`now() + ${`${delay} milliseconds`}::interval`,
        finishedAt: givesUp ? new Date() : null,
        updatedAt: new Date(),
      })
      .where(eq(job.id, claimed.id));
    log[givesUp ? 'error' : 'warn'](
      { job: claimed.id, type: claimed.type, attempt: claimed.attempts, err: error },
      givesUp ? 'job failed for good' : `job failed; retrying in ${delay} ms`,
    );
  }

  async function runOne(lane: TLane): Promise<boolean> {
    const claimed = await claim(lane);
    if (!claimed) return false;
    // Claims only name registered types of this lane.
    const definition = lane.types.get(claimed.type) as TJobDefinition;
    let error: unknown;
    // A long job (a video transcode) keeps its lease while it works; a dead worker's runs out.
    const heartbeat = setInterval(() => {
      renew(claimed.id, definition.leaseMs).catch((err: unknown) =>
        log.warn({ err }, 'could not renew a job lease'),
      );
    }, definition.leaseMs / 3);
    try {
      const parsed = definition.schema.safeParse(claimed.payload);
      if (!parsed.success) throw new InvalidJobPayloadError(claimed.type, parsed.error);
      await definition.handler(parsed.data, {
        id: claimed.id,
        attempt: claimed.attempts,
        log: log.child({ job: claimed.id, type: claimed.type }),
        app: options.app,
      });
    } catch (caught) {
      error = caught ?? new Error('job failed');
    } finally {
      clearInterval(heartbeat);
    }
    await finish(claimed, error);
    return true;
  }

  /** Runs the lane's due jobs until none is left; resolves with how many ran. */
  function drain(lane: TLane): Promise<number> {
    lane.running ??= (async () => {
      let count = 0;
      try {
        while (await runOne(lane)) count++;
      } finally {
        lane.running = undefined;
      }
      return count;
    })();
    return lane.running;
  }

  const tick = (lane: TLane) => {
    if (stopped) return;
    drain(lane)
      .catch((error: unknown) => log.error({ err: error }, 'job worker error'))
      .finally(() => {
        if (!stopped) lane.timer = setTimeout(() => tick(lane), options.pollMs);
      });
  };

  return {
    /** Lets this server's workers run `definition`'s jobs (each type once per queue). */
    register(definition: TJobDefinition) {
      for (const lane of lanes.values()) {
        if (lane.types.has(definition.type)) {
          throw new Error(`Job type ${definition.type} is registered twice`);
        }
      }
      const lane = laneOf(definition.lane);
      const idle = lane.types.size === 0;
      lane.types.set(definition.type, definition);
      if (idle && !stopped) tick(lane);
    },
    enqueue: <TSchema extends z.ZodType>(
      definition: TJobDefinition<TSchema>,
      payload: z.input<TSchema>,
      opts?: TEnqueueOptions,
    ) => enqueue(db, definition, payload, opts),
    /**
     * Runs the due jobs of one lane (the default lane's unless named) until none is left;
     * resolves with how many ran. One drain per lane at a time.
     */
    runDue: (lane: string = DEFAULT_LANE) => drain(laneOf(lane)),
    /** Starts polling every lane (no-op with pollMs 0). */
    start() {
      if (options.pollMs <= 0 || !stopped) return;
      stopped = false;
      for (const lane of lanes.values()) if (lane.types.size > 0) tick(lane);
    },
    /** Stops polling and waits for the jobs in hand. */
    async stop() {
      stopped = true;
      for (const lane of lanes.values()) clearTimeout(lane.timer);
      await Promise.all([...lanes.values()].map((lane) => lane.running?.catch(() => {})));
    },
  };
}

export type TJobQueue = ReturnType<typeof createJobQueue>;

export type TJobCounts = { pending: number; running: number; failed: number; retried: number };

/** Jobs whose type starts with `prefix` ("billing." → the billing jobs); every job for ''. */
const ofType = (prefix: string) => (prefix ? sql`starts_with(${job.type}, ${prefix})` : undefined);

/**
 * For the admin's view of the queue: jobs waiting (incl. waiting to retry), running, failed for
 * good, and how many of the unfinished or failed ones have already been retried.
 */
export async function jobQueueCounts(db: TDb, typePrefix = ''): Promise<TJobCounts> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${job.status} = 'pending')::int`,
      running: sql<number>`count(*) filter (where ${job.status} = 'running')::int`,
      failed: sql<number>`count(*) filter (where ${job.status} = 'failed')::int`,
      retried: sql<number>`count(*) filter (where ${job.attempts} > 1 or (${job.status} = 'pending' and ${job.attempts} > 0))::int`,
    })
    .from(job)
    .where(ofType(typePrefix));
  return {
    pending: row?.pending ?? 0,
    running: row?.running ?? 0,
    failed: row?.failed ?? 0,
    retried: row?.retried ?? 0,
  };
}

/** Recent failed jobs with their last error, newest first (admin view). */
export function listFailedJobs(db: TDb, limit = 20, typePrefix = '') {
  return db
    .select()
    .from(job)
    .where(and(eq(job.status, 'failed'), gt(job.attempts, 0), ofType(typePrefix)))
    .orderBy(sql`${job.finishedAt} desc`)
    .limit(limit);
}

/**
 * An admin's Retry of a job that used up its attempts: due again now, its attempts counted
 * afresh (its last error stays until it runs). Null when no failed job has that id.
 */
export async function retryFailedJob(db: TDb, id: string, typePrefix = '') {
  const [row] = await db
    .update(job)
    .set({
      status: 'pending',
      attempts: 0,
      runAt: sql`now()`,
      finishedAt: null,
      updatedAt: new Date(),
    })
    .where(and(eq(job.id, id), eq(job.status, 'failed'), ofType(typePrefix)))
    .returning({ id: job.id, type: job.type });
  return row ?? null;
}
