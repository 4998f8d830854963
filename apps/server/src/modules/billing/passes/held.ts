import { planLabel, type TPlanCode } from '@thinkbuild/core';
import { runningPass, type TPassRow } from '@thinkbuild/core/pass-rows';
import type { THeldPass, TPassHeld } from '@thinkbuild/core/passes';
import type { TDb } from '../../../db/client.ts';
import { holdsLifetimeAccess } from '../../auth/service.ts';
import { findLiveSubscription } from '../shared/index.ts';
import { currentPassRows } from './repo.ts';

/**
 * What a learner holds that a pass is weighed against (core `quotePass`): lifetime access, a
 * subscription that still charges or holds, and the pass running now with its rows.
 */
export async function heldForPass(
  db: TDb,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<TPassHeld & { chain: TPassRow[]; rows: TPassRow[] }> {
  const [lifetimeAccess, live, rows] = await Promise.all([
    holdsLifetimeAccess(db, userId),
    findLiveSubscription(db, userId),
    currentPassRows(db, userId),
  ]);
  const running = runningPass(rows, now, timeZone);
  return {
    lifetimeAccess,
    subscription: live && {
      planLabel: planLabel(live.planCode as TPlanCode),
      paidUntil: live.nextPaymentDate?.toISOString() ?? null,
    },
    pass: running?.pass ?? null,
    chain: running?.rows ?? [],
    rows,
  };
}

/** The pass running now, for /account and the role check's neighbours. */
export async function runningPassOf(
  db: TDb,
  userId: string,
  now: Date,
  timeZone: string,
): Promise<THeldPass | null> {
  return runningPass(await currentPassRows(db, userId), now, timeZone)?.pass ?? null;
}
