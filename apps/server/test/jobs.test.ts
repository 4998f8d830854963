import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { openDatabase, type TDatabase, type TDb } from '../src/db/client.ts';
import { job } from '../src/db/schema.ts';
import { jobQueueCounts } from '../src/jobs/admin-views.ts';
import {
  backoffMs,
  defineJob,
  enqueue,
  type TJobContext,
  UnregisteredJobError,
} from '../src/jobs/define.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { silentLog, useQueueDatabase } from './queue-helpers.ts';

const silent = silentLog;
let database: TDatabase;
let db: TDb;
useQueueDatabase((opened) => {
  database = opened;
  db = opened.db;
});

/** The app handed to handlers: these jobs do not use it. */
const app = {} as FastifyInstance;
const queue = (on: TDb = db, backoffBaseMs = 1000) =>
  createJobQueue({ db: on, log: silent, app, pollMs: 0, backoffBaseMs });
/** A test job whose payload is any object; `handler` does nothing unless given. */
const anyJob = (
  type: string,
  handler: (
    payload: Record<string, unknown>,
    context: TJobContext,
  ) => Promise<void> = async () => {},
) => defineJob({ type, schema: z.record(z.string(), z.unknown()), handler });
const rowsOf = (type: string) => db.select().from(job).where(eq(job.type, type));
/** Makes a job waiting for its back-off due now, as if the time had passed. */
const makeDue = (type: string) =>
  db.update(job).set({ runAt: sql`now()` }).where(eq(job.type, type));

describe('the job queue', () => {
  it('keeps a job only when the transaction that enqueued it commits', async () => {
    const q = queue();
    const rollback = anyJob('test.rollback');
    const commit = anyJob('test.commit');
    q.register(rollback);
    q.register(commit);
    await db
      .transaction(async (tx) => {
        await enqueue(tx as unknown as TDb, rollback, { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    await db.transaction((tx) => enqueue(tx as unknown as TDb, commit, { n: 2 }));
    expect(await rowsOf('test.rollback')).toHaveLength(0);
    expect(await rowsOf('test.commit')).toHaveLength(1);
  });

  it('runs a job with its payload and marks it done', async () => {
    const q = queue();
    const seen: unknown[] = [];
    const ok = anyJob('test.ok', async (payload) => {
      seen.push(payload);
    });
    q.register(ok);
    await q.enqueue(ok, { hello: 'world' });
    expect(await q.runDue()).toBe(1);
    expect(seen).toEqual([{ hello: 'world' }]);
    const [row] = await rowsOf('test.ok');
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await q.runDue()).toBe(0);
  });

  it('retries a failing job with exponential back-off, then marks it failed', async () => {
    const q = queue(db, 1000);
    let calls = 0;
    const flaky = anyJob('test.flaky', async () => {
      calls++;
      throw new Error(`Paystack could not be reached (${calls})`);
    });
    q.register(flaky);
    await q.enqueue(flaky, {}, { maxAttempts: 3 });
    const before = Date.now();
    await q.runDue();
    let [row] = await rowsOf('test.flaky');
    expect(row).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Paystack could not be reached (1)',
    });
    const wait = (row?.runAt.getTime() ?? 0) - before;
    expect(wait).toBeGreaterThan(800);
    expect(wait).toBeLessThan(3000);
    expect(await q.runDue()).toBe(0); // not due yet
    await makeDue('test.flaky');
    await q.runDue();
    [row] = await rowsOf('test.flaky');
    expect(row).toMatchObject({ status: 'pending', attempts: 2 });
    expect((row?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(1500); // 2 s now
    await makeDue('test.flaky');
    await q.runDue();
    [row] = await rowsOf('test.flaky');
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 3,
      lastError: 'Paystack could not be reached (3)',
    });
    expect(calls).toBe(3);
    expect(backoffMs(1, 1000)).toBe(1000);
    expect(backoffMs(4, 1000)).toBe(8000);
    expect(backoffMs(40, 1000)).toBe(60 * 60 * 1000);
  });

  it('enqueues a deduplicated job once', async () => {
    const q = queue();
    const dedupe = anyJob('test.dedupe');
    q.register(dedupe);
    await q.enqueue(dedupe, { a: 1 }, { dedupeKey: 'once' });
    await q.enqueue(dedupe, { a: 2 }, { dedupeKey: 'once' });
    expect((await rowsOf('test.dedupe')).map((r) => r.payload)).toEqual([{ a: 1 }]);
  });

  it('waits for runAt', async () => {
    const q = queue();
    let ran = 0;
    const later = anyJob('test.later', async () => {
      ran++;
    });
    q.register(later);
    await q.enqueue(later, {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await q.runDue()).toBe(0);
    await makeDue('test.later');
    expect(await q.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it('survives a restart: a job left by a stopped server, or a dead worker, runs on the next', async () => {
    const first = queue();
    first.register(anyJob('test.restart'));
    await first.enqueue(anyJob('test.restart'), { left: 'pending' });
    await first.stop();
    // A worker that died mid-job: running, its lease over.
    await db.insert(job).values({
      type: 'test.restart',
      payload: { left: 'running' },
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() - 1000),
    });
    // One still running elsewhere, lease valid: not taken.
    await db.insert(job).values({
      type: 'test.restart',
      payload: { left: 'busy' },
      status: 'running',
      attempts: 1,
      lockedUntil: new Date(Date.now() + 60_000),
    });
    const seen: unknown[] = [];
    const second = queue();
    second.register(
      anyJob('test.restart', async (payload) => {
        seen.push(payload);
      }),
    );
    expect(await second.runDue()).toBe(2);
    expect(seen).toEqual(expect.arrayContaining([{ left: 'pending' }, { left: 'running' }]));
    expect(seen).not.toContainEqual({ left: 'busy' });
  });

  it('runs each job once when several servers work the same queue', async () => {
    const url = (database as { url?: string }).url;
    // On PostgreSQL each "server" has its own connection pool; PGlite has one connection.
    const others = url ? await Promise.all([1, 2].map(() => openDatabase({ url }))) : [];
    try {
      const runs = new Map<number, number>();
      const many = defineJob({
        type: 'test.many',
        schema: z.object({ n: z.number() }),
        async handler({ n }) {
          await new Promise((r) => setTimeout(r, 2));
          runs.set(n, (runs.get(n) ?? 0) + 1);
        },
      });
      const workers = [db, ...others.map((o) => o.db), db].map((on) => {
        const q = queue(on);
        q.register(many);
        return q;
      });
      await db.transaction(async (tx) => {
        for (let n = 0; n < 30; n++) await enqueue(tx as unknown as TDb, many, { n });
      });
      const counts = await Promise.all(workers.map((w) => w.runDue()));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(30);
      expect([...runs.values()].every((v) => v === 1)).toBe(true);
      expect(runs.size).toBe(30);
    } finally {
      await Promise.all(others.map((o) => o.close()));
    }
  });

  it('counts pending, running, failed and retried jobs for the admin', async () => {
    const counts = await jobQueueCounts(db);
    // From the tests above: one failed flaky job (retried), one busy running, one never-run commit.
    expect(counts.failed).toBe(1);
    expect(counts.running).toBe(1);
    expect(counts.pending).toBeGreaterThanOrEqual(2);
    expect(counts.retried).toBeGreaterThanOrEqual(2);
  });
});

describe('defineJob', () => {
  const refund = defineJob({
    type: 'test.typed-refund',
    schema: z.object({
      reference: z.string(),
      amount: z.number().int().positive(),
      note: z.string().default('no note'),
    }),
    handler: async () => {},
  });

  it('types the payload of an enqueue from the schema', async () => {
    const q = queue();
    q.register(refund);
    await q.enqueue(refund, { reference: 'ref-1', amount: 500 });
    // @ts-expect-error amount must be a number
    await q.enqueue(refund, { reference: 'ref-2', amount: '500' }).catch(() => {});
    // @ts-expect-error reference is required
    await enqueue(db, refund, { amount: 500 }).catch(() => {});
    // @ts-expect-error no such field
    await enqueue(db, refund, { reference: 'ref-3', amount: 1, extra: true }).catch(() => {});
    // @ts-expect-error a type string is not a job
    await enqueue(db, 'test.typed-refund', { reference: 'ref-4', amount: 1 }).catch(() => {});
    expect((await rowsOf(refund.type)).length).toBeGreaterThanOrEqual(1);
  });

  it('hands the handler the parsed payload (defaults filled) and its context', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.register(
      defineJob({
        type: 'test.parsed',
        schema: z.object({ n: z.number(), note: z.string().default('none') }),
        async handler(payload, context) {
          seen.push(payload, context.attempt, context.app === app);
        },
      }),
    );
    await db.insert(job).values({ type: 'test.parsed', payload: { n: 1 } });
    expect(await q.runDue()).toBe(1);
    expect(seen).toEqual([{ n: 1, note: 'none' }, 1, true]);
  });

  it('fails a job whose payload does not match its schema at once, without calling the handler', async () => {
    const q = queue();
    let calls = 0;
    const strict = defineJob({
      type: 'test.strict',
      schema: z.object({ subscriptionId: z.string() }),
      async handler() {
        calls++;
      },
    });
    q.register(strict);
    // A payload written by an older version, or by hand: 8 attempts would not make it valid.
    await db.insert(job).values({ type: strict.type, payload: { subscription: 42 } });
    expect(await q.runDue()).toBe(1);
    const [row] = await rowsOf(strict.type);
    expect(row).toMatchObject({ status: 'failed', attempts: 1, maxAttempts: 8 });
    expect(row?.lastError).toContain('Invalid payload for job test.strict');
    expect(row?.lastError).toContain('subscriptionId');
    expect(row?.finishedAt).not.toBeNull();
    expect(calls).toBe(0);
    await makeDue(strict.type);
    expect(await q.runDue()).toBe(0); // no retry
  });

  it("uses the job's maxAttempts unless the enqueue says otherwise", async () => {
    const q = queue();
    const limited = defineJob({
      type: 'test.limited',
      schema: z.object({ n: z.number() }),
      maxAttempts: 2,
      async handler() {
        throw new Error('down');
      },
    });
    q.register(limited);
    await q.enqueue(limited, { n: 1 });
    await q.enqueue(limited, { n: 2 }, { maxAttempts: 5 });
    const rows = await rowsOf(limited.type);
    expect(rows.map((r) => r.maxAttempts).sort()).toEqual([2, 5]);
    await q.runDue();
    await makeDue(limited.type);
    await q.runDue();
    const after = await rowsOf(limited.type);
    const byN = (n: number) => after.find((r) => (r.payload as { n: number }).n === n);
    expect(byN(1)).toMatchObject({ status: 'failed', attempts: 2, lastError: 'down' });
    expect(byN(2)).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('runs each lane on its own: a long job never holds up the default lane', async () => {
    const q = queue();
    let release = () => {};
    const slow = defineJob({
      type: 'test.slow',
      schema: z.object({}),
      lane: 'test-media',
      leaseMs: 60_000,
      handler: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const quick = anyJob('test.quick');
    q.register(slow);
    q.register(quick);
    await q.enqueue(slow, {});
    await q.enqueue(quick, {});
    const media = q.runDue('test-media');
    await new Promise((r) => setTimeout(r, 50));
    // The slow job holds its own lease, not the default five minutes.
    const [running] = await rowsOf(slow.type);
    expect(running?.status).toBe('running');
    const lease = (running?.lockedUntil?.getTime() ?? 0) - Date.now();
    expect(lease).toBeGreaterThan(30_000);
    expect(lease).toBeLessThan(90_000);
    expect(await q.runDue()).toBe(1); // the quick job, while the slow one runs
    expect((await rowsOf(quick.type))[0]?.status).toBe('done');
    release();
    expect(await media).toBe(1);
    expect((await rowsOf(slow.type))[0]?.status).toBe('done');
  });

  it('refuses a type registered twice', () => {
    const q = queue();
    q.register(anyJob('test.twice'));
    expect(() => q.register(anyJob('test.twice'))).toThrow(/registered twice/);
  });
});

describe('jobs that fail loudly', () => {
  it('refuses to enqueue a type that no queue registered, instead of leaving it pending forever', async () => {
    const q = queue();
    const orphan = anyJob('test.orphan');
    await expect(enqueue(db, orphan, { n: 1 })).rejects.toThrow(
      'Job type test.orphan is not registered',
    );
    await expect(q.enqueue(orphan, { n: 1 })).rejects.toThrow(UnregisteredJobError);
    expect(await rowsOf(orphan.type)).toHaveLength(0);
    // Registered (by a module, at build), the same definition is enqueued.
    q.register(orphan);
    await enqueue(db, orphan, { n: 2 });
    expect(await rowsOf(orphan.type)).toHaveLength(1);
  });

  it("refuses, on a queue's own enqueue, a type registered only on another queue", async () => {
    const other = queue();
    const elsewhere = anyJob('test.elsewhere');
    other.register(elsewhere);
    await expect(queue().enqueue(elsewhere, {})).rejects.toThrow(UnregisteredJobError);
  });
});

describe('a web server beside workers (runsJobs false)', () => {
  it('enqueues jobs but never claims one, polling or drained; a worker queue runs them', async () => {
    let ran = 0;
    const counted = anyJob('test.web-only', async () => {
      ran++;
    });
    const web = createJobQueue({
      db,
      log: silent,
      app,
      pollMs: 10,
      backoffBaseMs: 1000,
      runsJobs: false,
    });
    web.register(counted);
    web.start();
    try {
      await web.enqueue(counted, {});
      await new Promise((r) => setTimeout(r, 150)); // fifteen polls, had it polled
      expect(await web.runDue()).toBe(0);
      expect(await rowsOf(counted.type)).toMatchObject([{ status: 'pending', attempts: 0 }]);
      expect(ran).toBe(0);
    } finally {
      await web.stop();
    }
    const worker = queue();
    worker.register(counted);
    expect(await worker.runDue()).toBe(1);
    expect(ran).toBe(1);
  });
});
