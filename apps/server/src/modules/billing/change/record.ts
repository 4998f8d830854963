import { PLANS, type TPlanCode } from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import { hasUnfinishedJob } from '../../../jobs/lookup.ts';
import { stopLater } from '../checkout/index.ts';
import { settleChangeJob, type TPendingChange } from '../jobs/index.ts';
import {
  findLiveSubscription,
  insertSubscription,
  type TBillingDeps,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';

/** What a `POST /subscription` that got an answer tells us, whoever found it out. */
export type TCreated = {
  subscription_code: string;
  email_token: string | null;
  next_payment_date: string | null;
};

/**
 * A scheduled change Paystack made (its answer, or what Paystack said when asked): the held
 * subscription ends, paid up to exactly when the new one starts (that is how it is found again),
 * and the new one is recorded. A subscription that went live meanwhile (a checkout paid in
 * another tab) is ended and stopped at Paystack too, never only in our table.
 */
export function recordChange(
  deps: Pick<TBillingDeps, 'db'>,
  input: {
    userId: string;
    heldId: string;
    plan: TPlanCode;
    created: TCreated;
    startsAt: Date | null;
    card: { last4: string; brand: string };
  },
) {
  const { created, startsAt } = input;
  return withUserLock(deps.db, input.userId, async (tx) => {
    const current = await findLiveSubscription(tx, input.userId);
    if (current && current.providerSubscriptionCode !== created.subscription_code) {
      await updateSubscription(
        tx,
        current.id,
        startsAt && current.id === input.heldId
          ? { status: 'completed', endedAt: new Date(), accessUntil: startsAt }
          : { status: 'cancelled', endedAt: new Date() },
      );
      if (current.id !== input.heldId) await stopLater(tx, current);
    }
    const fields = {
      status: 'active' as const,
      providerEmailToken: created.email_token,
      nextPaymentDate: created.next_payment_date ? new Date(created.next_payment_date) : null,
      startsAt,
      cardLast4: input.card.last4,
      cardBrand: input.card.brand,
    };
    // The subscription.create webhook may already have recorded it.
    if (current?.providerSubscriptionCode === created.subscription_code) {
      await updateSubscription(tx, current.id, fields);
    } else {
      const target = PLANS[input.plan];
      await insertSubscription(tx, {
        userId: input.userId,
        planCode: input.plan,
        tier: target.tier,
        interval: target.interval,
        providerSubscriptionCode: created.subscription_code,
        ...fields,
      });
    }
  });
}

/** The settle job's dedupe key without its time: one change from one row to one plan. */
const settleDedupePrefix = (oldId: string, plan: string) => `settle-change:${oldId}:${plan}`;

export function enqueueSettleChange(deps: Pick<TBillingDeps, 'db'>, pending: TPendingChange) {
  return enqueue(deps.db, settleChangeJob, pending, {
    dedupeKey: `${settleDedupePrefix(pending.oldId, pending.plan)}:${pending.since}`,
    maxAttempts: 8,
  });
}

/**
 * A change from `oldId` to `plan` still waits for Paystack's word (its settle job is queued):
 * the new subscription's subscription.create waits for the row the job records, so it never
 * ends the held plan before its paid period is over.
 */
export function changeAwaitsAnswer(tx: TDb, oldId: string, plan: string) {
  return hasUnfinishedJob(tx, settleChangeJob, {
    dedupeKeyPrefix: `${settleDedupePrefix(oldId, plan)}:`,
  });
}
