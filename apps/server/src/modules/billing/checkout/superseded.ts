import {
  isLiveStatus,
  isPlanCode,
  OFFER_CODE,
  PLANS,
  planLabel,
  purchaseLabel,
  supersededText,
  type TOfferQuoteResponse,
  type TPlanCode,
  type TPurchaseCode,
  unusedAmount,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/define.ts';
import type { TViewer } from '../../../viewer/viewer.ts';
import { refundJob, stopSubscriptionJob } from '../jobs/index.ts';
import { notifyLearner } from '../notices/index.ts';
import { passOfferQuote } from '../passes/superseded.ts';
import {
  chargedInRows,
  findEndedButPaid,
  findHeldBehind,
  findLiveSubscription,
  type TBillingContext,
  type TCheckoutRow,
  type TSubscriptionRow,
  updateSubscription,
} from '../shared/index.ts';

/*
 * A payment that replaces a live subscription: the offer bought while subscribed, a higher tier
 * paid in a second tab after a lower one, a plan change paid on a checkout (decisions/028). The
 * subscription ends in our rows and is stopped at Paystack, and the unused part of its paid
 * period goes back to the card (core `unusedAmount` on what was paid, as an upgrade's), as of
 * when the replacing checkout started: what the offer checkout quoted before paying.
 */

/**
 * A subscription the learner no longer holds is stopped at Paystack too: a job, enqueued in
 * the same transaction that ended it, so it happens once the change is committed.
 */
export async function stopLater(tx: TDb, row: TSubscriptionRow) {
  await enqueue(
    tx,
    stopSubscriptionJob,
    { subscriptionId: row.id },
    { dedupeKey: `stop:${row.id}` },
  );
}

export type TUnused = {
  /** The row whose period was paid: `live`, or the plan held behind a scheduled change. */
  row: TSubscriptionRow;
  plan: TPlanCode;
  /** The charge that paid for the period. */
  reference: string;
  /** What that charge was (null: not in our rows; the plan's price was the basis). */
  paid: number | null;
  amount: number;
  currency: string;
};

/**
 * The unused part of the period `live` stands on as of `asOf`: its own, or behind a scheduled
 * change (not charged yet) the held plan's, paid up to when the scheduled one starts. Reads our
 * rows only (no Paystack call), so it runs inside the learner's transaction. Null: no paid
 * period is known.
 */
export async function unusedOf(
  db: TDb,
  live: TSubscriptionRow,
  asOf: Date,
): Promise<TUnused | null> {
  const scheduled = live.startsAt !== null && live.startsAt.getTime() > asOf.getTime();
  const row = scheduled ? await findHeldBehind(db, live) : live;
  if (!row || !isPlanCode(row.planCode)) return null;
  // A live row is paid up to its next payment; one that ended (or is held behind a change) up to
  // when its access ends.
  const end = scheduled || !isLiveStatus(row.status) ? row.accessUntil : row.nextPaymentDate;
  const reference = row.lastChargeReference ?? row.checkoutReference;
  if (!end || !reference) return null;
  const paid = await chargedInRows(db, reference);
  const plan = row.planCode;
  const amount = unusedAmount(plan, end, asOf, paid ?? undefined);
  return { row, plan, reference, paid, amount, currency: PLANS[plan].currency };
}

/**
 * Ends `live` because the paid checkout `by` replaces it: stopped at Paystack, the unused part
 * of its period refunded (once per row: the same dedupe key as an upgrade's refund) and the
 * learner told why (a notice, decisions/031). Runs in the charge's transaction. Returns what is
 * refunded.
 */
export async function supersede(
  tx: TDb,
  live: TSubscriptionRow | null,
  by: TCheckoutRow & { purchase: TPurchaseCode },
): Promise<number> {
  if (!live) return 0;
  const unused = await unusedOf(tx, live, by.createdAt);
  const now = new Date();
  if (isLiveStatus(live.status)) {
    await updateSubscription(tx, live.id, { status: 'cancelled', endedAt: now });
    await stopLater(tx, live);
  }
  // The paid time of what is refunded ends here: an ended row's, or the plan held behind a
  // scheduled change.
  if (unused && (unused.row.id !== live.id || !isLiveStatus(live.status))) {
    await updateSubscription(tx, unused.row.id, { accessUntil: now });
  }
  const refund = unused?.amount ?? 0;
  if (unused && refund > 0) {
    await enqueue(
      tx,
      refundJob,
      {
        reference: unused.reference,
        amount: refund,
        requestedAt: now.toISOString(),
        note: `Unused part of ${planLabel(unused.plan)}: replaced by ${purchaseLabel(by.purchase)} (${by.reference})`,
      },
      { dedupeKey: `refund:${unused.row.id}` },
    );
  }
  const stopped = unused?.row ?? live;
  const paid = unused?.paid ?? null;
  await notifyLearner(tx, {
    userId: live.userId,
    key: `subscription-replaced:${live.id}`,
    kind: 'subscription-replaced',
    purchase: stopped.planCode,
    by: by.purchase,
    how: replacedHow(stopped, by),
    reference: unused?.reference ?? by.reference,
    amount: refund,
    currency: unused?.currency ?? by.currency,
    inFull: paid !== null && refund >= paid,
  });
  return refund;
}

/**
 * GET /api/offer/quote: what buying the offer would do to the learner's live subscription,
 * worked out by the same rule as `supersede`, shown on the offer checkout before paying.
 */
export async function offerQuote(
  ctx: TBillingContext,
  viewer: TViewer,
): Promise<TOfferQuoteResponse> {
  const none = { stops: null, refund: 0, currency: null, message: null };
  if (viewer.lifetimeAccess) return none;
  const now = new Date();
  const live = await heldForOffer(ctx.db, viewer.id, now);
  if (!live || !isPlanCode(live.planCode)) {
    return (await passOfferQuote(ctx.db, viewer.id, now, ctx.timeZone)) ?? none;
  }
  const unused = await unusedOf(ctx.db, live, now);
  const plan = unused?.plan ?? live.planCode;
  const refund = unused?.amount ?? 0;
  const currency = unused?.currency ?? PLANS[plan].currency;
  return { stops: plan, refund, currency, message: supersededText(plan, refund, currency) };
}

/**
 * What the offer replaces: the live subscription, else one that ended with paid time left (its
 * rest is refunded as a live one's would be: the offer gives all of it for life).
 */
export async function heldForOffer(db: TDb, userId: string, asOf: Date) {
  return (await findLiveSubscription(db, userId)) ?? (await findEndedButPaid(db, userId, asOf));
}

/** What the replacing purchase is, for the email: the offer, two tabs, or a change. */
export function replacedHow(row: TSubscriptionRow, by: { purchase: string; createdAt: Date }) {
  if (by.purchase === OFFER_CODE) return 'offer' as const;
  // The subscription went live after the replacing checkout started: two checkouts were open.
  return row.createdAt.getTime() >= by.createdAt.getTime()
    ? ('tabs' as const)
    : ('change' as const);
}
