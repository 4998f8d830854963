import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../db/client.ts';
import { job } from '../db/schema.ts';
import {
  backoffMs,
  DEFAULT_LANE,
  enqueue,
  markRegistered,
  type TEnqueueOptions,
  type TJobDeclaration,
  type TJobDefinition,
  UnregisteredJobError,
} from './define.ts';

// The worker side of the job queue (ADR 010): claims due jobs per lane, runs their handlers,
// retries with back-off. Jobs are defined and enqueued with define.ts.

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
  /**
   * False on a web server that has workers beside it (PROCESS_ROLE=web, decisions/027): it
   * registers and enqueues jobs but never claims one, not even through runDue. Default true.
   */
  runsJobs?: boolean;
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
  const runsJobs = options.runsJobs ?? true;
  let stopped = true;
  const isRegistered = (type: string) => [...lanes.values()].some((lane) => lane.types.has(type));

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
    if (!runsJobs) return Promise.resolve(0);
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
    /**
     * Makes `definition` known (each type once per queue): its enqueues are accepted, and where
     * this process runs jobs its lane claims them.
     */
    register(definition: TJobDefinition) {
      if (isRegistered(definition.type)) {
        throw new Error(`Job type ${definition.type} is registered twice`);
      }
      const lane = laneOf(definition.lane);
      const idle = lane.types.size === 0;
      lane.types.set(definition.type, definition);
      markRegistered(definition.type);
      if (idle && !stopped) tick(lane);
    },
    /** The job types registered on this queue. */
    types: () => [...lanes.values()].flatMap((lane) => [...lane.types.keys()]),
    /** Enqueues outside a transaction; refuses a type not registered on this queue. */
    enqueue: async <TSchema extends z.ZodType>(
      definition: TJobDeclaration<TSchema>,
      payload: z.input<TSchema>,
      opts?: TEnqueueOptions,
    ) => {
      if (!isRegistered(definition.type)) throw new UnregisteredJobError(definition.type);
      await enqueue(db, definition, payload, opts);
    },
    /**
     * Runs the due jobs of one lane (the default lane's unless named) until none is left;
     * resolves with how many ran (0 on a queue that runs no jobs). One drain per lane at a time.
     */
    runDue: (lane: string = DEFAULT_LANE) => drain(laneOf(lane)),
    /** Starts polling every lane (no-op with pollMs 0, or on a queue that runs no jobs). */
    start() {
      if (!runsJobs || options.pollMs <= 0 || !stopped) return;
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
