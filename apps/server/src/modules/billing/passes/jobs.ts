import type { TDb } from '../../../db/client.ts';
import { enqueue, nextDailyRun } from '../../../jobs/define.ts';
import { passRemindersJob, withHandler } from '../jobs/index.ts';
import { sendPassReminders } from './reminders.ts';

/** At 05:00 UTC: 07:00 in Johannesburg, the morning of a pass's last day. */
const DAILY_HOUR_UTC = 5;

export const schedulePassReminders = (db: TDb) =>
  enqueue(
    db,
    passRemindersJob,
    { daily: true },
    nextDailyRun(passRemindersJob.type, DAILY_HOUR_UTC),
  );

/** The passes' daily reminders (decisions/043); each run queues the next day's. */
export const passJobs = [
  withHandler(passRemindersJob, async ({ daily }, { app }) => {
    try {
      await sendPassReminders(app.db, app.config.timeZone);
    } finally {
      if (daily) await schedulePassReminders(app.db);
    }
  }),
];
