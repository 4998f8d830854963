import { noticeJob, renewalRemindersJob, withHandler } from '../jobs/index.ts';
import { legacyEmailJobs } from './legacy.ts';
import { scheduleRenewalReminders, sendRenewalReminders } from './reminders.ts';
import { sendNotice } from './send.ts';

/** What runs the notices' work: mailing one, and the daily renewal reminders. */
export const noticeJobs = [
  withHandler(noticeJob, async ({ id }, { app }) => {
    await sendNotice(app, id);
  }),
  withHandler(renewalRemindersJob, async ({ daily }, { app }) => {
    try {
      await sendRenewalReminders(app.db);
    } finally {
      if (daily) await scheduleRenewalReminders(app.db);
    }
  }),
  ...legacyEmailJobs,
];
