import { accessEndsAt, planLabel, type TPlanCode } from '@thinkbuild/core';
import type { TPassMonths } from '@thinkbuild/core/passes';
import type { TRedeemSponsorCodeResponse } from '@thinkbuild/core/schemas/sponsor-codes';
import { SPONSOR_CODE_MESSAGES } from '@thinkbuild/core/sponsor-codes';
import { redeemCode } from '@thinkbuild/core/sponsor-redeem';
import { AppError } from '../../../http/app-error.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { heldForPass } from '../passes/held.ts';
import { insertPass, setPassDays } from '../passes/repo.ts';
import { findLiveSubscription, type TBillingDeps, withUserLock } from '../shared/index.ts';
import { claimCode, findCode, setPassWorth } from './repo.ts';

const refused = (code: 'NOT_FOUND' | 'CONFLICT', message: string) =>
  new AppError(code, message, { code: message });

/**
 * Redeems a sponsor code (decisions/043): in the learner's row lock, what they hold is read, core
 * `redeemCode` places the code's pass, the code is claimed by one conditional UPDATE and the pass
 * row added, all in one transaction. So two redemptions of one code at once give its pass once
 * (the second reads "already used"), and a refusal (a renewing subscription, lifetime access)
 * leaves the code unused.
 */
export async function redeemSponsorCode(
  deps: Pick<TBillingDeps, 'db' | 'timeZone'>,
  viewer: TViewer,
  typed: string,
): Promise<TRedeemSponsorCodeResponse> {
  const { db, timeZone } = deps;
  return withUserLock(db, viewer.id, async (tx) => {
    const code = await findCode(tx, typed);
    if (!code) throw refused('NOT_FOUND', SPONSOR_CODE_MESSAGES.unknown);
    if (code.redeemedAt) {
      const mine = code.redeemedBy === viewer.id;
      throw refused('CONFLICT', SPONSOR_CODE_MESSAGES[mine ? 'usedByYou' : 'used']);
    }
    if (code.revokedAt) throw refused('CONFLICT', SPONSOR_CODE_MESSAGES.revoked);

    const now = new Date();
    const [held, live] = await Promise.all([
      heldForPass(tx, viewer.id, now, timeZone),
      findLiveSubscription(tx, viewer.id),
    ]);
    const placed = redeemCode(
      {
        lifetimeAccess: held.lifetimeAccess,
        subscription: live && {
          planLabel: planLabel(live.planCode as TPlanCode),
          // Cancelled, it holds its paid period and charges no more; attention still renews.
          renews: live.status !== 'non-renewing',
          paidUntil:
            accessEndsAt(live.status, live.nextPaymentDate, live.accessUntil, now)?.toISOString() ??
            null,
        },
        rows: held.rows,
      },
      { tier: code.tier, months: code.months as TPassMonths },
      now,
      timeZone,
    );
    if (!placed.ok) throw refused('CONFLICT', placed.message);

    if (!(await claimCode(tx, code.code, viewer.id))) {
      throw refused('CONFLICT', SPONSOR_CODE_MESSAGES.used);
    }
    // Later rows first, so no two rows ever share a day, even between statements.
    for (const move of [...placed.moves].reverse()) {
      await setPassDays(tx, move.id, move, timeZone);
      await setPassWorth(tx, move.id, move.paid);
    }
    await insertPass(
      tx,
      {
        userId: viewer.id,
        tier: code.tier,
        months: code.months,
        startsOn: placed.startsOn,
        endsOn: placed.endsOn,
        paid: 0,
        currency: code.currency,
        sponsorCode: code.code,
      },
      timeZone,
    );
    return {
      tier: code.tier,
      months: code.months,
      startsOn: placed.startsOn,
      endsOn: placed.endsOn,
      text: placed.text,
      message: placed.message,
    };
  });
}
