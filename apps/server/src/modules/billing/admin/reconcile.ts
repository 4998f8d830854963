import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { lastRunOf } from '../../../jobs/lookup.ts';
import { reconcileJob } from '../jobs/index.ts';

/*
 * The admin's side of reconciliation with Paystack (ADR 006): queue a run now, and read
 * when a run last finished. The run itself is billing's `reconcileJob` (reconcile/jobs.ts),
 * reached through the queue; what runs healed is read in repo.ts.
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

/** When a run last finished, and whether one is due or running now. */
export async function reconcileRuns(db: TDb) {
  const { lastRunAt, busy } = await lastRunOf(db, reconcileJob);
  return { lastRunAt: lastRunAt?.toISOString() ?? null, busy };
}
