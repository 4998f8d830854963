import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../db/client.ts';
import { job } from '../db/schema.ts';

/**
 * A durable job queue in the database (ADR 010). Work is enqueued in the caller's own
 * transaction, so it exists exactly when the change that needs it was committed. Workers on any
 * number of servers claim due jobs with `FOR UPDATE SKIP LOCKED`, so each runs on one of them;
 * a failure is retried with exponential back-off until `maxAttempts`, then the job is `failed`
 * with its last error kept. A worker that dies mid-job loses its lease, and the job runs again
 * elsewhere: handlers must be idempotent.
 */

export type TJobRow = typeof job.$inferSelect;
export type TJobContext = { id: string; attempt: number; log: FastifyBaseLogger };
export type TJobHandler = (payload: unknown, context: TJobContext) => Promise<void>;

export type TEnqueueOptions = {
  /** Not before this time (default: now). */
  runAt?: Date;
  /** A second enqueue with the same key is ignored while the first job exists. */
  dedupeKey?: string;
  /** Attempts before the job is marked failed (default 8). */
  maxAttempts?: number;
};

/** Adds a job; pass the transaction that makes the change the job follows up on. */
export async function enqueue(
  tx: TDb,
  type: string,
  payload: unknown,
  options: TEnqueueOptions = {},
): Promise<void> {
  await tx
    .insert(job)
    .values({
      type,
      payload: payload ?? {},
      ...(options.runAt ? { runAt: options.runAt } : {}),
      ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: job.dedupeKey });
}

/** The wait before attempt `attempts + 1`: base · 2^(attempts − 1), at most `maxMs`. */
export function backoffMs(attempts: number, baseMs: number, maxMs = 60 * 60 * 1000): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export type TJobQueueOptions = {
  db: TDb;
  log: FastifyBaseLogger;
  /** First retry delay; doubles each attempt. */
  backoffBaseMs: number;
  /** How often an idle worker looks for due jobs; 0 never polls (tests drain by hand). */
  pollMs: number;
  /** How long a claimed job is ours before another worker may take it over. */
  leaseMs?: number;
};

type TClaimed = { id: string; type: string; payload: unknown; attempts: number };

export function createJobQueue(options: TJobQueueOptions) {
  const { db, log } = options;
  const leaseMs = options.leaseMs ?? 5 * 60 * 1000;
  const handlers = new Map<string, TJobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  /** Takes one due job (or one whose worker's lease ran out), or null when none is due. */
  async function claim(): Promise<TClaimed | null> {
    const types = [...handlers.keys()];
    if (types.length === 0) return null;
    const result = await db.execute(sql`
      update ${job} set status = 'running', attempts = attempts + 1,
        locked_until = now() + ${`${leaseMs} milliseconds`}::interval, updated_at = now()
      where id = (
        select id from ${job}
        where type in (${sql.join(
          types.map((t) => sql`${t}`),
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

  async function renew(id: string) {
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
    const givesUp = claimed.attempts >= (row?.maxAttempts ?? 1);
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

  async function runOne(): Promise<boolean> {
    const claimed = await claim();
    if (!claimed) return false;
    const handler = handlers.get(claimed.type);
    let error: unknown;
    // A long job (a video transcode) keeps its lease while it works; a dead worker's runs out.
    const heartbeat = setInterval(() => {
      renew(claimed.id).catch((err: unknown) => log.warn({ err }, 'could not renew a job lease'));
    }, leaseMs / 3);
    try {
      if (!handler) throw new Error(`No handler for job type ${claimed.type}`);
      await handler(claimed.payload, {
        id: claimed.id,
        attempt: claimed.attempts,
        log: log.child({ job: claimed.id, type: claimed.type }),
      });
    } catch (caught) {
      error = caught ?? new Error('job failed');
    } finally {
      clearInterval(heartbeat);
    }
    await finish(claimed, error);
    return true;
  }

  /** Runs due jobs until none is left; resolves with how many ran. One drain at a time. */
  function runDue(): Promise<number> {
    running ??= (async () => {
      let count = 0;
      try {
        while (await runOne()) count++;
      } finally {
        running = undefined;
      }
      return count;
    })();
    return running;
  }

  const tick = () => {
    if (stopped) return;
    runDue()
      .catch((error: unknown) => log.error({ err: error }, 'job worker error'))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };

  return {
    registerJob(type: string, handler: TJobHandler) {
      if (handlers.has(type)) throw new Error(`Job type ${type} is registered twice`);
      handlers.set(type, handler);
    },
    enqueue: (type: string, payload: unknown, opts?: TEnqueueOptions) =>
      enqueue(db, type, payload, opts),
    runDue,
    /** Starts polling (no-op with pollMs 0). */
    start() {
      if (options.pollMs <= 0 || !stopped) return;
      stopped = false;
      tick();
    },
    /** Stops polling and waits for the job in hand. */
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
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
