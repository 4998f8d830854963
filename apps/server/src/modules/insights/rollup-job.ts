import { z } from 'zod';
import type { TDb } from '../../db/client.ts';
import { declareJob, enqueue, handleJob, nextDailyRun } from '../../jobs/define.ts';
import { rollUpInsights } from '../learning/service.ts';

/*
 * The Insights' nightly rollup (decisions/046): after midnight in Johannesburg, every view's
 * counts for every project and lesson, per day up to yesterday, made by learning (which owns the
 * tables and their SQL). A view then sums its range's rolled days and counts the later days as
 * they stand, so a missed night costs time, never a wrong figure.
 */

/** 23:00 UTC: 01:00 in Johannesburg, after the day it counts has ended. */
const ROLLUP_HOUR_UTC = 23;

const ZRollup = z.object({ daily: z.boolean() });
export const rollupJob = declareJob({
  type: 'insights.rollup',
  schema: ZRollup,
  // Every subject commits on its own; at 100,000 learners the whole count takes minutes.
  leaseMs: 30 * 60 * 1000,
});

export const scheduleRollup = (db: TDb) =>
  enqueue(db, rollupJob, { daily: true }, nextDailyRun(rollupJob.type, ROLLUP_HOUR_UTC));

export const insightsJobs = [
  handleJob(rollupJob, async ({ daily }, { app, log }) => {
    try {
      const done = await rollUpInsights(app.db, app.config.timeZone);
      log.info(done, 'insights rolled up');
    } finally {
      if (daily) await scheduleRollup(app.db);
    }
  }),
];
