import { DUPLICATE_REFUND_NOTE, isLiveStatus, OFFER_CODE } from '@thinkbuild/core';

/*
 * What each payment of the ledger was (decisions/029), from our own records: a label per row,
 * never a guess from which webhooks happened to arrive. Pure: ledger.ts reads the rows.
 */

export type TLedgerType =
  | 'First payment'
  | 'Plan change'
  | 'Offer'
  | 'Duplicate payment'
  | 'Renewal'
  | 'Upgrade'
  | 'Renewal after end'
  | 'Refund'
  | 'Dispute';

/** One subscription of ours, as far as the labels need it. */
export type TLedgerSubscription = {
  id: string;
  email: string | null;
  planCode: string;
  status: string;
  code: string | null;
  checkoutReference: string | null;
  createdAt: Date;
  startsAt: Date | null;
  endedAt: Date | null;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Whether the learner held another subscription at `at`: created before, and ended after (a
 * minute's slack: a change ends the old one just after the charge) or live still.
 */
function heldAnother(
  subs: readonly TLedgerSubscription[],
  email: string,
  at: Date,
  except: (s: TLedgerSubscription) => boolean,
) {
  return subs.some(
    (s) =>
      s.email === email &&
      !except(s) &&
      s.createdAt.getTime() < at.getTime() &&
      (s.endedAt ? s.endedAt.getTime() >= at.getTime() - 60_000 : isLiveStatus(s.status)),
  );
}

/** A checkout's payment: the offer, a duplicate we refunded, a first plan, or a plan change. */
export function checkoutKind(
  c: { reference: string; email: string; purchase: string; message: string | null; at: Date },
  subs: readonly TLedgerSubscription[],
): TLedgerType {
  if (c.message === DUPLICATE_REFUND_NOTE) return 'Duplicate payment';
  if (c.purchase === OFFER_CODE) return 'Offer';
  // A plan paid at the checkout while another was held: a change without a saved card.
  return heldAnother(subs, c.email, c.at, (s) => s.checkoutReference === c.reference)
    ? 'Plan change'
    : 'First payment';
}

type TSavedCardCharge = {
  reference: string;
  email: string;
  plan: string;
  at: Date;
  /** The subscription its invoice names (a renewal's), if any. */
  subscriptionCode?: string;
};

/**
 * The charges Paystack made on a saved card, each labelled: a renewal after its subscription
 * ended (we refunded it), a subscription's first charge (a scheduled change's at its start, an
 * upgrade's, or a first payment made at Paystack), or a renewal. Each is the charge of the
 * subscription its invoice names, else of the learner's latest on that plan started by then;
 * a subscription's earliest charge is its first.
 */
export function chargeKinds(
  charges: readonly TSavedCardCharge[],
  subs: readonly TLedgerSubscription[],
  refundedAfterEnd: ReadonlySet<string>,
): Map<string, TLedgerType> {
  const rowOf = (c: TSavedCardCharge) =>
    c.subscriptionCode
      ? subs.find((s) => s.code === c.subscriptionCode)
      : subs
          .filter(
            (s) =>
              s.email === c.email &&
              s.planCode === c.plan &&
              s.createdAt.getTime() <= c.at.getTime() + HOUR_MS,
          )
          .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const firstOf = new Map<string, number>();
  const rows = new Map<string, TLedgerSubscription | undefined>();
  for (const c of charges) {
    if (refundedAfterEnd.has(c.reference)) continue;
    const row = rowOf(c);
    rows.set(c.reference, row);
    if (row) firstOf.set(row.id, Math.min(firstOf.get(row.id) ?? Infinity, c.at.getTime()));
  }
  const kinds = new Map<string, TLedgerType>();
  for (const c of charges) {
    const row = rows.get(c.reference);
    kinds.set(c.reference, kindOf(c, row, row && firstOf.get(row.id) === c.at.getTime()));
  }
  return kinds;

  function kindOf(
    c: TSavedCardCharge,
    row: TLedgerSubscription | undefined,
    first?: boolean,
  ): TLedgerType {
    if (refundedAfterEnd.has(c.reference)) return 'Renewal after end';
    if (!row) return c.subscriptionCode ? 'Renewal' : 'Upgrade';
    // Its checkout was its first payment: every charge on the card after it renews it.
    if (!first || row.checkoutReference) return 'Renewal';
    if (row.startsAt) return 'Plan change';
    return heldAnother(subs, c.email, c.at, (s) => s.id === row.id) ? 'Upgrade' : 'First payment';
  }
}
