import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { defineJob, enqueue, nextDailyRun } from '../../jobs/define.ts';
import { purgeErasedPaymentRecords } from '../billing/service.ts';

/** The daily purge's hour (UTC): 04:00 in Johannesburg, after billing's reconcile. */
const PURGE_HOUR_UTC = 2;

/**
 * Once a day: the payment records kept for deleted accounts are deleted once the law no longer
 * requires them (decisions/021; the period is core's PAYMENT_RECORD_RETENTION_YEARS). The day's
 * dedupe key means every server may queue it and one job a day runs; each run queues the next.
 */
export const purgeErasedPaymentsJob = defineJob({
  type: 'account.purge-erased-payments',
  schema: z.object({}),
  async handler(_payload, { app, log }) {
    try {
      const purged = await purgeErasedPaymentRecords(app.db);
      log.info(purged, 'payment records of deleted accounts past their retention purged');
    } finally {
      await schedulePurge(app.db);
    }
  },
});

const schedulePurge = (db: TDb) =>
  enqueue(
    db,
    purgeErasedPaymentsJob,
    {},
    nextDailyRun(purgeErasedPaymentsJob.type, PURGE_HOUR_UTC),
  );

/** The account module's job on the app's queue (src/jobs), and its first daily run. */
export function registerAccountJobs(app: FastifyInstance) {
  app.jobs.register(purgeErasedPaymentsJob);
  app.addHook('onReady', async () => {
    await schedulePurge(app.db);
  });
}
