import { isoDay } from '@thinkbuild/core';
import { addDays } from '@thinkbuild/core/calendar-days';
import { passReminderDue } from '@thinkbuild/core/pass-notices';
import { runningPass } from '@thinkbuild/core/pass-rows';
import { isPassCode, passCode, type TPassMonths } from '@thinkbuild/core/passes';
import type { TDb } from '../../../db/client.ts';
import { notifyLearner } from '../notices/index.ts';
import { withUserLock } from '../shared/index.ts';
import { currentPassRows, passPaymentOf, usersWithPassEnding } from './repo.ts';

/**
 * Tells each learner whose pass ends within 7 days (decisions/043): 7 days before, the day
 * before and on the morning of its last day, in the learner's calendar, once each (the key
 * names the learner, the last day and the reminder). A pass extended since ends later, so its
 * reminders wait for the new last day. Runs with the daily reminders job.
 */
export async function sendPassReminders(db: TDb, timeZone: string, now = new Date()) {
  const today = isoDay(now, timeZone);
  const ending = await usersWithPassEnding(db, today, addDays(today, 7));
  let told = 0;
  for (const { userId } of ending) {
    const running = runningPass(await currentPassRows(db, userId, now), now, timeZone);
    const last = running?.rows.at(-1);
    if (!running || !last) continue;
    const daysLeft = passReminderDue(running.pass.endsOn, today);
    if (daysLeft === null) continue;
    const paid = await passPaymentOf(db, last.id);
    const purchase = passCode(running.pass.tier, (paid?.months ?? 1) as TPassMonths);
    const added = await withUserLock(db, userId, (tx) =>
      notifyLearner(tx, {
        userId,
        key: `pass-ending:${userId}:${running.pass.endsOn}:${daysLeft}`,
        kind: 'pass-ending',
        purchase: isPassCode(purchase) ? purchase : passCode(running.pass.tier, 1),
        endsOn: running.pass.endsOn,
        daysLeft,
        channel: paid?.channel ?? null,
      }),
    );
    if (added) told++;
  }
  return told;
}
