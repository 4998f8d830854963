import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TDb } from '../src/db/client.ts';
import { job } from '../src/db/schema.ts';
import { defineJob, enqueue, markRegistered } from '../src/jobs/define.ts';
import {
  allowAttempts,
  findJobPayload,
  hasUnfinishedJob,
  lastRunOf,
  listJobsOf,
} from '../src/jobs/lookup.ts';
import { createJobQueue } from '../src/jobs/queue.ts';
import { silentLog, useQueueDatabase } from './queue-helpers.ts';

const silent = silentLog;
let db: TDb;
useQueueDatabase((opened) => {
  db = opened.db;
});

// Each type is registered as a module's would be (enqueue refuses a type no queue registered);
// runAll below hands them to the queue that runs them.
const payloadJob = (type: string, handler: () => Promise<void> = async () => {}) => {
  markRegistered(type);
  return defineJob({ type, schema: z.record(z.string(), z.unknown()), handler, maxAttempts: 1 });
};
const runAll = async (...definitions: ReturnType<typeof payloadJob>[]) => {
  const queue = createJobQueue({
    db,
    log: silent,
    app: {} as FastifyInstance,
    pollMs: 0,
    backoffBaseMs: 1000,
  });
  for (const d of definitions) queue.register(d);
  await queue.runDue();
};

describe("the queue's look-ups for modules", () => {
  it('finds an unfinished job by dedupe key prefix or payload, and not once it is done', async () => {
    const settle = payloadJob('lookup.settle');
    const other = payloadJob('lookup.other');
    await enqueue(db, settle, { id: 'e1', n: 5 }, { dedupeKey: 'settle:a_1:x:2026' });
    await enqueue(db, other, { id: 'e2' }, { dedupeKey: 'settle:b:x:2026' });

    expect(await hasUnfinishedJob(db, settle, { dedupeKeyPrefix: 'settle:a_1:x:' })).toBe(true);
    expect(await hasUnfinishedJob(db, settle, { dedupeKeyPrefix: 'settle:a_1:y:' })).toBe(false);
    expect(await hasUnfinishedJob(db, settle, { payload: { id: 'e1', n: 5 } })).toBe(true);
    expect(await hasUnfinishedJob(db, settle, { payload: { id: 'e1', n: 6 } })).toBe(false);
    // A number in the payload is not its text.
    expect(await hasUnfinishedJob(db, settle, { payload: { n: '5' } })).toBe(false);
    // Only jobs of the definition's own type.
    expect(await hasUnfinishedJob(db, settle, { payload: { id: 'e2' } })).toBe(false);
    expect(await hasUnfinishedJob(db, other, { payload: { id: 'e2' } })).toBe(true);

    await runAll(settle, other);
    expect(await hasUnfinishedJob(db, settle, { payload: { id: 'e1' } })).toBe(false);
    // Done, yet still found by what it was asked for.
    expect(await findJobPayload(db, settle, { payload: { id: 'e1' } })).toEqual({
      id: 'e1',
      n: 5,
    });
    expect(await findJobPayload(db, settle, { payload: { id: 'nobody' } })).toBeNull();
  });

  it('reads `_` and `%` in a dedupe key prefix as themselves, not as LIKE wildcards', async () => {
    const wild = payloadJob('lookup.wild');
    await enqueue(db, wild, {}, { dedupeKey: 'wild:ab1:x' });
    expect(await hasUnfinishedJob(db, wild, { dedupeKeyPrefix: 'wild:a' })).toBe(true);
    expect(await hasUnfinishedJob(db, wild, { dedupeKeyPrefix: 'wild:a_1' })).toBe(false);
    expect(await hasUnfinishedJob(db, wild, { dedupeKeyPrefix: 'wild:%1' })).toBe(false);
  });

  it('does not count a job that failed for good as unfinished, but still lists it', async () => {
    const failing = payloadJob('lookup.failing', async () => {
      throw new Error('no');
    });
    await enqueue(db, failing, { reference: 'r1', amount: 300 });
    await runAll(failing);
    expect(await hasUnfinishedJob(db, failing, { payload: { reference: 'r1' } })).toBe(false);
    expect(
      await findJobPayload(db, failing, { payload: { reference: 'r1', amount: 300 } }),
    ).toEqual({ reference: 'r1', amount: 300 });
    const listed = await listJobsOf(db, failing);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ status: 'failed', payload: { reference: 'r1' } });
    expect(listed[0]?.createdAt).toBeInstanceOf(Date);
  });

  it("tells when a type's job last finished well and whether one is due or running", async () => {
    const daily = payloadJob('lookup.daily');
    expect(await lastRunOf(db, daily)).toEqual({ lastRunAt: null, busy: false });
    await enqueue(db, daily, { day: 1 }, { runAt: new Date(Date.now() + 3_600_000) });
    // Queued for later: not busy yet.
    expect(await lastRunOf(db, daily)).toEqual({ lastRunAt: null, busy: false });
    await enqueue(db, daily, { day: 0 });
    expect((await lastRunOf(db, daily)).busy).toBe(true);
    await runAll(daily);
    const after = await lastRunOf(db, daily);
    expect(after.busy).toBe(false);
    expect(after.lastRunAt).toBeInstanceOf(Date);
    expect(Math.abs((after.lastRunAt?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it("raises a job's attempts and never lowers them", async () => {
    const refund = payloadJob('lookup.refund');
    await enqueue(db, refund, { n: 1 }, { maxAttempts: 3 });
    const [row] = await db.select().from(job).where(eq(job.type, refund.type));
    if (!row) throw new Error('not enqueued');
    await allowAttempts(db, row.id, 12);
    await allowAttempts(db, row.id, 5);
    const [after] = await db
      .select({ maxAttempts: job.maxAttempts })
      .from(job)
      .where(eq(job.id, row.id));
    expect(after?.maxAttempts).toBe(12);
    await db.delete(job).where(sql`${job.type} = ${refund.type}`);
  });
});
