import { and, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { TDb } from '../db/client.ts';
import { job } from '../db/schema.ts';
import type { TJobDeclaration } from './define.ts';

/*
 * What a module may ask the queue about its own jobs, by definition (so by type): the queue owns
 * the job table (db/owners.ts), and modules read it only through these functions. Each answers
 * one question a module's rules depend on: is such a job still to run, was such a job asked for,
 * when did a job of this kind last finish.
 */

/** Which jobs of a type: a dedupe key beginning, and fields of the payload (JSON containment). */
export type TJobMatch = {
  /** The job's dedupe key starts with this (enqueue's `dedupeKey`). */
  dedupeKeyPrefix?: string;
  /** Every field given here has this value in the payload (`{ id: 'x' }`, `{ amount: 100 }`). */
  payload?: Record<string, string | number | boolean>;
};

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function matching(definition: TJobDeclaration, match: TJobMatch): SQL | undefined {
  return and(
    eq(job.type, definition.type),
    match.dedupeKeyPrefix === undefined
      ? undefined
      : like(job.dedupeKey, `${likeLiteral(match.dedupeKeyPrefix)}%`),
    match.payload === undefined
      ? undefined
      : sql`${job.payload} @> ${JSON.stringify(match.payload)}::jsonb`,
  );
}

/** Whether a matching job still waits (retries included) or runs: its work is not done yet. */
export async function hasUnfinishedJob(
  db: TDb,
  definition: TJobDeclaration,
  match: TJobMatch = {},
): Promise<boolean> {
  const [row] = await db
    .select({ id: job.id })
    .from(job)
    .where(and(matching(definition, match), inArray(job.status, ['pending', 'running'])))
    .limit(1);
  return row !== undefined;
}

/** The payload of one matching job in any state (done and failed too), or null when none. */
export async function findJobPayload(
  db: TDb,
  definition: TJobDeclaration,
  match: TJobMatch,
): Promise<unknown> {
  const [row] = await db
    .select({ payload: job.payload })
    .from(job)
    .where(matching(definition, match))
    .limit(1);
  return row ? row.payload : null;
}

/** Every job of a type, in any state: what was asked, how it stands, since when. */
export function listJobsOf(db: TDb, definition: TJobDeclaration) {
  return db
    .select({ payload: job.payload, status: job.status, createdAt: job.createdAt })
    .from(job)
    .where(eq(job.type, definition.type));
}

/**
 * When a job of this type last finished well, and whether one is busy: running, or due now
 * (waiting for a worker). For a screen that shows a periodic job's last run.
 */
export async function lastRunOf(db: TDb, definition: TJobDeclaration) {
  const [row] = await db
    .select({
      lastRunAt: sql<string | null>`max(${job.finishedAt}) filter (where ${job.status} = 'done')`,
      busy: sql<number>`count(*) filter (where ${job.status} = 'running' or (${job.status} = 'pending' and ${job.runAt} <= now()))::int`,
    })
    .from(job)
    .where(eq(job.type, definition.type));
  const at = row?.lastRunAt;
  return { lastRunAt: at ? new Date(at) : null, busy: (row?.busy ?? 0) > 0 };
}

/**
 * Lets a running job use at least `attempts` attempts in all (never fewer than it had): for a
 * job whose handler knows better than its enqueuer how long it must keep trying.
 */
export async function allowAttempts(db: TDb, id: string, attempts: number) {
  await db
    .update(job)
    .set({ maxAttempts: sql`greatest(${job.maxAttempts}, ${attempts})` })
    .where(eq(job.id, id));
}
