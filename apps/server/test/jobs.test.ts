import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase, type TDb } from '../src/db/client.ts';
import { job } from '../src/db/schema.ts';
import { backoffMs, createJobQueue, enqueue, jobQueueCounts } from '../src/jobs/queue.ts';
import { openTestDatabase } from './app.ts';

const silent = {
  child: () => silent,
  info: () => {},
  warn: () => {},
  error: () => {},
  debug: () => {},
  trace: () => {},
  fatal: () => {},
  level: 'silent',
  silent: () => {},
} as never;

let database: TDatabase;
let drop: () => Promise<void>;
let db: TDb;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  db = database.db;
});
afterAll(async () => {
  await database.close();
  await drop();
});

const queue = (on: TDb = db, backoffBaseMs = 1000) =>
  createJobQueue({ db: on, log: silent, pollMs: 0, backoffBaseMs });
const rowsOf = (type: string) => db.select().from(job).where(eq(job.type, type));
/** Makes a job waiting for its back-off due now, as if the time had passed. */
const makeDue = (type: string) =>
  db.update(job).set({ runAt: sql`now()` }).where(eq(job.type, type));

describe('the job queue', () => {
  it('keeps a job only when the transaction that enqueued it commits', async () => {
    await db
      .transaction(async (tx) => {
        await enqueue(tx as unknown as TDb, 'test.rollback', { n: 1 });
        throw new Error('roll back');
      })
      .catch(() => {});
    await db.transaction((tx) => enqueue(tx as unknown as TDb, 'test.commit', { n: 2 }));
    expect(await rowsOf('test.rollback')).toHaveLength(0);
    expect(await rowsOf('test.commit')).toHaveLength(1);
  });

  it('runs a job with its payload and marks it done', async () => {
    const q = queue();
    const seen: unknown[] = [];
    q.registerJob('test.ok', async (payload) => {
      seen.push(payload);
    });
    await q.enqueue('test.ok', { hello: 'world' });
    expect(await q.runDue()).toBe(1);
    expect(seen).toEqual([{ hello: 'world' }]);
    const [row] = await rowsOf('test.ok');
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(await q.runDue()).toBe(0);
  });

  it('retries a failing job with exponential back-off, then marks it failed', async () => {
    const q = queue(db, 1000);
    let calls = 0;
    q.registerJob('test.flaky', async () => {
      calls++;
      throw new Error(`Paystack could not be reached (${calls})`);
    });
    await q.enqueue('test.flaky', {}, { maxAttempts: 3 });
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
    await q.enqueue('test.dedupe', { a: 1 }, { dedupeKey: 'once' });
    await q.enqueue('test.dedupe', { a: 2 }, { dedupeKey: 'once' });
    expect((await rowsOf('test.dedupe')).map((r) => r.payload)).toEqual([{ a: 1 }]);
  });

  it('waits for runAt', async () => {
    const q = queue();
    let ran = 0;
    q.registerJob('test.later', async () => {
      ran++;
    });
    await q.enqueue('test.later', {}, { runAt: new Date(Date.now() + 60_000) });
    expect(await q.runDue()).toBe(0);
    await makeDue('test.later');
    expect(await q.runDue()).toBe(1);
    expect(ran).toBe(1);
  });

  it('survives a restart: a job left by a stopped server, or a dead worker, runs on the next', async () => {
    const first = queue();
    first.registerJob('test.restart', async () => {});
    await first.enqueue('test.restart', { left: 'pending' });
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
    second.registerJob('test.restart', async (payload) => {
      seen.push(payload);
    });
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
      const workers = [db, ...others.map((o) => o.db), db].map((on) => {
        const q = queue(on);
        q.registerJob('test.many', async (payload) => {
          const n = (payload as { n: number }).n;
          await new Promise((r) => setTimeout(r, 2));
          runs.set(n, (runs.get(n) ?? 0) + 1);
        });
        return q;
      });
      await db.transaction(async (tx) => {
        for (let n = 0; n < 30; n++) await enqueue(tx as unknown as TDb, 'test.many', { n });
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
