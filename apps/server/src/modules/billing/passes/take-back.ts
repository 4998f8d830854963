import { isoDay } from '@thinkbuild/core';
import { addDays, daysBetween } from '@thinkbuild/core/calendar-days';
import { shiftAfterTakeBack } from '@thinkbuild/core/pass-rows';
import type { TDb } from '../../../db/client.ts';
import { tellAccessRemoved } from '../refunds/refund-notices.ts';
import { type TBillingDeps, withUserLock } from '../shared/index.ts';
import {
  currentPassRows,
  findPassByCheckout,
  findPassById,
  restorePass,
  setPassDays,
  takeBackPass,
} from './repo.ts';

/**
 * A refund or a dispute of a pass payment takes back the days it bought (decisions/043): its row
 * gives nothing from now on, and the learner's later rows move earlier by the days it still had,
 * so nothing paid for later is lost or left behind a gap. Call in the learner's row lock.
 */
export async function takeBackPassDays(
  tx: TDb,
  userId: string,
  passId: string,
  why: 'refund' | 'dispute',
  timeZone: string,
): Promise<{ endsOn: string } | null> {
  const row = await findPassById(tx, passId);
  if (!row || row.takenBackAt || row.endsAt.getTime() <= Date.now()) return null;
  const rows = await currentPassRows(tx, userId);
  const moves = shiftAfterTakeBack(rows, passId, isoDay(new Date(), timeZone));
  await takeBackPass(tx, passId, why);
  for (const move of moves) {
    await setPassDays(tx, move.id, { startsOn: move.startsOn, endsOn: move.endsOn }, timeZone);
  }
  return { endsOn: row.endsOn };
}

/**
 * A dispute resolved in the merchant's favour gives the days back: as many as the row still had
 * when it was taken, from the day after the learner's last pass ends (or today), so they never
 * overlap what was bought since.
 */
export async function restorePassDays(tx: TDb, userId: string, passId: string, timeZone: string) {
  const row = await findPassById(tx, passId);
  if (!row?.takenBackAt) return 'nothing to restore';
  const takenOn = isoDay(row.takenBackAt, timeZone);
  const from = row.startsOn > takenOn ? row.startsOn : takenOn;
  const days = daysBetween(from, row.endsOn) + 1;
  if (days <= 0) return 'nothing to restore: the pass had ended';
  const today = isoDay(new Date(), timeZone);
  const last = (await currentPassRows(tx, userId))
    .map((r) => r.endsOn)
    .sort()
    .at(-1);
  const startsOn = last && last >= today ? addDays(last, 1) : today;
  const endsOn = addDays(startsOn, days - 1);
  await restorePass(tx, passId, { startsOn, endsOn }, timeZone);
  return `pass restored: ${startsOn} to ${endsOn}`;
}

/** A pass payment refunded or disputed: the days it bought are taken back (passes/take-back.ts). */
export async function takeBackPassPayment(
  deps: TBillingDeps,
  co: { userId: string; reference: string; purchase: string; status: string },
  why: 'refund' | 'dispute',
): Promise<{ outcome: string; took?: string }> {
  if (co.status !== 'success') return { outcome: 'ignored: the pass was not paid' };
  const pass = await findPassByCheckout(deps.db, co.reference);
  if (!pass) return { outcome: `noted: ${co.reference} bought no pass days` };
  return withUserLock(deps.db, co.userId, async (tx) => {
    const taken = await takeBackPassDays(tx, co.userId, pass.id, why, deps.timeZone);
    if (!taken) return { outcome: 'noted: the pass had ended or was taken back already' };
    await tellAccessRemoved(tx, {
      userId: co.userId,
      reference: co.reference,
      purchase: co.purchase,
      cause: why,
    });
    return { outcome: `${co.purchase} days taken back (${why})`, took: `pass:${pass.id}` };
  });
}
