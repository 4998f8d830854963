import { and, eq, gt, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { job } from '../db/schema.ts';

// What the admin sees of the job queue (ADR 010): counts, failed jobs, and Retry.

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
