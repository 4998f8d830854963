import { isoDay } from '@thinkbuild/core';
import { makeRoomAfter, upgradeCuts } from '@thinkbuild/core/pass-rows';
import { PASSES, quotePass, type TPassCode } from '@thinkbuild/core/passes';
import type { TDb } from '../../../db/client.ts';
import type { TPaystackTransaction } from '../../../payments/paystack-client.ts';
import { refundDuplicate } from '../checkout/duplicates.ts';
import type { TBillingDeps, TCheckoutRow } from '../shared/index.ts';
import { heldForPass } from './held.ts';
import { insertPass, setPassDays, takeBackPass } from './repo.ts';

/**
 * A paid pass checkout, in the learner's row lock: the days it bought are added as one row
 * (decisions/043). What it does is the same rule the learner read before paying (`quotePass`),
 * taken again now: a pass bought while another ran extends it or upgrades it, and one that
 * would now buy nothing (lifetime access or a subscription gained in another tab since) is
 * refunded in full, as a duplicate.
 */
export async function fulfilPass(
  tx: TDb,
  deps: TBillingDeps,
  co: TCheckoutRow & { purchase: TPassCode },
  charge: TPaystackTransaction,
  paidAt: Date,
  markPaid: () => Promise<void>,
): Promise<string> {
  const pass = PASSES[co.purchase];
  const held = await heldForPass(tx, co.userId, paidAt, deps.timeZone);
  const quote = quotePass(held, co.purchase, paidAt, deps.timeZone);
  if (!quote.ok) {
    return refundDuplicate(tx, co, paidAt, charge.customer.customer_code);
  }
  await markPaid();
  if (quote.kind === 'upgrade') {
    const today = isoDay(paidAt, deps.timeZone);
    for (const cut of upgradeCuts(held.chain, today)) {
      const row = held.chain.find((r) => r.id === cut.id);
      if (!row) continue;
      if (cut.endsOn) {
        await setPassDays(
          tx,
          row.id,
          { startsOn: row.startsOn, endsOn: cut.endsOn },
          deps.timeZone,
        );
      } else {
        await takeBackPass(tx, row.id, `replaced by ${co.reference}`);
      }
    }
  }
  // Days queued after (a sponsor code's lower tier waiting) follow the new ones, never overlap.
  const chain = held.chain.map((r) => r.id);
  for (const move of makeRoomAfter(held.rows, chain, quote.startsOn, quote.endsOn)) {
    await setPassDays(tx, move.id, move, deps.timeZone);
  }
  await insertPass(
    tx,
    {
      userId: co.userId,
      tier: pass.tier,
      months: pass.months,
      startsOn: quote.startsOn,
      endsOn: quote.endsOn,
      // What these days are worth: the money paid and the credit of the pass it replaced.
      paid: co.amount + co.credit,
      currency: co.currency,
      checkoutReference: co.reference,
    },
    deps.timeZone,
  );
  return `${co.purchase} ${quote.kind}: ${quote.startsOn} to ${quote.endsOn}`;
}
