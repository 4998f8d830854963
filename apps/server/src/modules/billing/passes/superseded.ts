import { isoDay } from '@thinkbuild/core';
import { passSupersededText } from '@thinkbuild/core/pass-notices';
import { isPassCode, PASSES, passCredit, passName } from '@thinkbuild/core/passes';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { refundJob } from '../jobs/index.ts';
import { notifyLearner } from '../notices/index.ts';
import { passRowsWithCharge, takeBackPass } from './repo.ts';

/*
 * The offer bought while a paid pass runs (or waits to run): lifetime Creator access includes
 * everything a pass gives, so the pass stops and the unused part of each of its payments — its
 * days from today on, as an upgrade credits them (core `passCredit`), at most what that payment
 * was — goes back the way it was paid. A sponsor code's days cost the learner nothing: they stop
 * with nothing to refund. Nobody pays for days they cannot use.
 */

type TUnusedPass = {
  id: string;
  purchase: string;
  reference: string | null;
  amount: number;
  currency: string;
};

async function unusedPasses(db: TDb, userId: string, asOf: Date, timeZone: string) {
  const today = isoDay(asOf, timeZone);
  const rows = await passRowsWithCharge(db, userId, asOf);
  return rows.map(({ row, charged, purchase }): TUnusedPass => {
    const unused = passCredit(row, today);
    return {
      id: row.id,
      purchase: purchase ?? `pass-${row.tier}-${row.months}`,
      reference: row.checkoutReference,
      amount: row.checkoutReference ? Math.min(unused, charged ?? 0) : 0,
      currency: row.currency,
    };
  });
}

/** What buying the offer now does to the learner's passes, said before paying. */
export async function passOfferQuote(db: TDb, userId: string, now: Date, timeZone: string) {
  const unused = await unusedPasses(db, userId, now, timeZone);
  const first = unused[0];
  if (!first || !isPassCode(first.purchase)) return null;
  const refund = unused.reduce((sum, u) => sum + u.amount, 0);
  const name = passName(PASSES[first.purchase].tier).replace(/ pass$/, '');
  return {
    stops: first.purchase,
    refund,
    currency: first.currency,
    message: passSupersededText(name, refund, first.currency),
  };
}

/**
 * In the offer's charge transaction: every running or waiting pass row stops, each paid one's
 * unused part is refunded (once per row) and the learner is told. Returns what is refunded.
 */
export async function supersedePasses(
  tx: TDb,
  userId: string,
  by: { reference: string; createdAt: Date },
  timeZone: string,
): Promise<number> {
  let refunded = 0;
  for (const pass of await unusedPasses(tx, userId, by.createdAt, timeZone)) {
    await takeBackPass(tx, pass.id, `replaced by the offer (${by.reference})`);
    if (!pass.reference) continue;
    if (pass.amount > 0) {
      await enqueue(
        tx,
        refundJob,
        {
          reference: pass.reference,
          amount: pass.amount,
          requestedAt: new Date().toISOString(),
          note: `Unused days of ${pass.purchase}: replaced by the offer (${by.reference})`,
        },
        { dedupeKey: `refund:pass:${pass.id}` },
      );
      refunded += pass.amount;
    }
    await notifyLearner(tx, {
      userId,
      key: `pass-replaced:${pass.id}`,
      kind: 'pass-replaced',
      purchase: pass.purchase,
      reference: pass.reference,
      amount: pass.amount,
      currency: pass.currency,
    });
  }
  return refunded;
}
