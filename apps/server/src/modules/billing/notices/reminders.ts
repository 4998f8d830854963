import { isPlanCode, PLANS } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue, nextDailyRun } from '../../../jobs/define.ts';
import { renewalRemindersJob } from '../jobs/index.ts';
import { withUserLock } from '../shared/index.ts';
import { listAnnualRenewingBy } from './notices-repo.ts';
import { notifyLearner } from './notify.ts';

/** An annual plan's learner is told this many days before it renews. */
export const RENEWAL_REMINDER_DAYS = 7;
const DAY_MS = 86_400_000;
/** After the daily reconcile (02:00 UTC), before the learner's morning in Johannesburg. */
const DAILY_HOUR_UTC = 5;

export const scheduleRenewalReminders = (db: TDb) =>
  enqueue(
    db,
    renewalRemindersJob,
    { daily: true },
    nextDailyRun(renewalRemindersJob.type, DAILY_HOUR_UTC),
  );

/**
 * Every annual plan that renews within the next 7 days gets its reminder, once per period (the
 * key names the subscription and its renewal day): a day the job did not run is caught up the
 * next. The amount is what its current period was charged when that was our checkout (a
 * subscriber keeps the price they joined at), else the plan's price.
 */
export async function sendRenewalReminders(db: TDb, now = new Date()) {
  const until = new Date(now.getTime() + RENEWAL_REMINDER_DAYS * DAY_MS);
  let told = 0;
  for (const sub of await listAnnualRenewingBy(db, now, until)) {
    if (!sub.nextPaymentDate || !isPlanCode(sub.planCode)) continue;
    const on = sub.nextPaymentDate.toISOString();
    const price =
      sub.paid !== null && sub.currency
        ? { amount: sub.paid, currency: sub.currency }
        : PLANS[sub.planCode];
    const added = await withUserLock(db, sub.userId, (tx) =>
      notifyLearner(tx, {
        userId: sub.userId,
        key: `annual-renewal-coming:${sub.id}:${on.slice(0, 10)}`,
        kind: 'annual-renewal-coming',
        purchase: sub.planCode,
        amount: price.amount,
        currency: price.currency,
        on,
        cardLast4: sub.cardLast4,
      }),
    );
    if (added) told++;
  }
  return told;
}
