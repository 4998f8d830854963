/**
 * Pure rules for billing news that arrives out of order: what of a payment went back, whether a
 * failed renewal is about a period already paid, and what Paystack's own status of a
 * subscription means for ours.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** One refund of a payment, as our records hold it (Paystack's refund statuses). */
export type TPaymentRefund = { amount: number; status: string };

/** Refunds whose money is back on the card or on its way there: a failed one gave nothing. */
const GIVING_BACK = new Set(['pending', 'processing', 'processed']);

/**
 * What of one payment of `charged` (null: not known) its refunds give back, and whether that is
 * all of it. With the charge unknown, any refund counts as the whole: access a payment bought
 * is never given back on a guess.
 */
export function refundedOfPayment(
  charged: number | null,
  refunds: readonly TPaymentRefund[],
): { refunded: number; whole: boolean } {
  const refunded = refunds
    .filter((r) => GIVING_BACK.has(r.status))
    .reduce((sum, r) => sum + r.amount, 0);
  return { refunded, whole: charged === null ? refunded > 0 : refunded >= charged };
}

/**
 * Whether a failed renewal (invoice.payment_failed) is about a period already paid: the charge
 * was due at `dueAt` (the invoice's subscription.next_payment_date), and our record is paid well
 * beyond it (`paidUntil`, the next payment date of a subscription in good standing), so a later
 * charge of the same subscription succeeded and this news is late. A day's slack absorbs the
 * time of day either side writes.
 */
export function failureForPaidPeriod(input: {
  dueAt: Date | null;
  paidUntil: Date | null;
}): boolean {
  const { dueAt, paidUntil } = input;
  if (!dueAt || !paidUntil) return false;
  return paidUntil.getTime() - dueAt.getTime() > DAY_MS;
}

/**
 * What Paystack's current status of a subscription (`GET /subscription/:code`) means for ours,
 * whatever event brought us there: it goes on charging (active, or attention while Paystack
 * retries the card), it runs out its paid period without renewing, or it has ended. Null for a
 * status Paystack does not document.
 */
export type TPaystackStanding = 'renews' | 'non-renewing' | 'ended';

export function paystackStanding(status: string): TPaystackStanding | null {
  if (status === 'active' || status === 'attention') return 'renews';
  if (status === 'non-renewing') return 'non-renewing';
  if (status === 'complete' || status === 'completed' || status === 'cancelled') return 'ended';
  return null;
}
