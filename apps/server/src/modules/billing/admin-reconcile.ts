import { eq, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client.ts';
import { billingHealing, job, user } from '../../db/schema.ts';
import { enqueue } from '../../jobs/define.ts';
import { reconcileJob } from './jobs.ts';

/*
 * The admin's side of reconciliation with Paystack (ADR 006): queue a run now, and read what
 * runs healed. The run itself is the billing module's `reconcileJob` (billing/jobs.ts), reached
 * through the queue, as every other module reaches it.
 */

/** "Reconcile with Paystack now": one run per minute, however many clicks or admins. */
export const enqueueReconcileNow = (db: TDb) =>
  enqueue(
    db,
    reconcileJob,
    { daily: false },
    {
      dedupeKey: `${reconcileJob.type}:now:${new Date().toISOString().slice(0, 16)}`,
      maxAttempts: 3,
    },
  );

/** The latest healings, newest first, with the learner's email. */
export function listHealings(db: TDb, limit: number) {
  return db
    .select({
      id: billingHealing.id,
      kind: billingHealing.kind,
      email: user.email,
      subject: billingHealing.subject,
      before: billingHealing.before,
      after: billingHealing.after,
      at: billingHealing.createdAt,
    })
    .from(billingHealing)
    .leftJoin(user, eq(user.id, billingHealing.userId))
    .orderBy(sql`${billingHealing.createdAt} desc`)
    .limit(limit);
}

/** When a run last finished, and whether one is due or running now. */
export async function reconcileRuns(db: TDb) {
  const [row] = await db
    .select({
      lastRunAt: sql<string | null>`max(${job.finishedAt}) filter (where ${job.status} = 'done')`,
      busy: sql<number>`count(*) filter (where ${job.status} = 'running' or (${job.status} = 'pending' and ${job.runAt} <= now()))::int`,
    })
    .from(job)
    .where(eq(job.type, reconcileJob.type));
  const at = row?.lastRunAt;
  return { lastRunAt: at ? new Date(at).toISOString() : null, busy: (row?.busy ?? 0) > 0 };
}
