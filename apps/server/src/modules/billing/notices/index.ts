// Telling the learner about every money event (decisions/031): notifyLearner records a notice in
// the event's own transaction and a job mails it once; the daily annual renewal reminder; what
// /account lists of them.
export { noticeJobs } from './jobs.ts';
export { listNoticesOf as recentNotices } from './notices-repo.ts';
export { notifyLearner, type TNoticeInput } from './notify.ts';
export {
  RENEWAL_REMINDER_DAYS,
  scheduleRenewalReminders,
  sendRenewalReminders,
} from './reminders.ts';
export { noticeDataOf } from './send.ts';
