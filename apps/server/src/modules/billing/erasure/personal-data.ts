import type { TDb } from '../../../db/client.ts';
import { scheduledChange, unschedule } from '../change/index.ts';
import { couponUsesDataOf } from '../coupons/index.ts';
import { taxDocumentsDataOf } from '../invoices/index.ts';
import { passesDataOf } from '../passes/repo.ts';
import {
  emailTokenFor,
  findLiveSubscription,
  type TBillingContext,
  viaProvider,
} from '../shared/index.ts';
import { listBillingRecordsOf } from './personal-data-repo.ts';

/*
 * What billing holds about one learner, for "Download my data", and what must happen to it
 * before the account is deleted (docs/decisions/021-account-deletion.md).
 */

const STOP_FAILED = 'Your subscription could not be cancelled, so your account was not deleted';

/**
 * Before the account goes: Paystack must never charge the card again. A live subscription is
 * disabled there (a scheduled change is undone first, as a cancel does); one already
 * non-renewing was disabled when it was cancelled. A provider failure throws (a 503 AppError)
 * and the account stays, so the learner can try again.
 */
export async function stopChargesBeforeErasure(ctx: TBillingContext, userId: string) {
  const live = await findLiveSubscription(ctx.db, userId);
  if (!live) return;
  const pending = await scheduledChange(ctx, live);
  if (pending) {
    // The held subscription was disabled when the change was scheduled; this stops the new one.
    await unschedule(ctx, pending);
    return;
  }
  if (live.status === 'non-renewing') return;
  const held = await emailTokenFor(ctx, live, STOP_FAILED);
  await viaProvider(STOP_FAILED, () => ctx.provider.client.disableSubscription(held));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The learner's subscriptions, payments, cards (brand, last four and expiry: all we store; the
 * reusable authorization code is a secret of ours with Paystack, not data about the person),
 * refunds, the answers kept for repeated requests, reconciliation's corrections and the billing
 * messages sent to them (notices/). Paystack's codes and tokens are left out for the same reason.
 */
export async function billingDataOf(db: TDb, userId: string) {
  const [subscriptions, payments, cards, refunds, requests, repairs, notices] =
    await listBillingRecordsOf(db, userId);
  return {
    subscriptions: subscriptions.map((s) => ({
      plan: s.planCode,
      tier: s.tier,
      interval: s.interval,
      status: s.status,
      cardBrand: s.cardBrand,
      cardLast4: s.cardLast4,
      nextPaymentDate: iso(s.nextPaymentDate),
      accessUntil: iso(s.accessUntil),
      startsAt: iso(s.startsAt),
      endedAt: iso(s.endedAt),
      createdAt: iso(s.createdAt),
    })),
    payments: payments.map((p) => ({
      reference: p.reference,
      purchase: p.purchase,
      amount: p.amount,
      currency: p.currency,
      status: p.status,
      message: p.message,
      paidAt: iso(p.paidAt),
      createdAt: iso(p.createdAt),
    })),
    cards: cards.map((c) => ({
      brand: c.brand,
      last4: c.last4,
      expMonth: c.expMonth,
      expYear: c.expYear,
      createdAt: iso(c.createdAt),
    })),
    refunds: refunds.map((r) => ({
      kind: r.kind,
      chargeReference: r.transactionReference,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      createdAt: iso(r.createdAt),
    })),
    // A checkout, change or cancel asked twice gets its first answer again: kept for a while.
    repeatedRequests: requests.map((r) => ({
      key: r.key,
      answer: r.response,
      createdAt: iso(r.createdAt),
    })),
    // Where the daily reconciliation corrected a record of theirs to match Paystack.
    corrections: repairs.map((r) => ({
      kind: r.kind,
      subject: r.subject,
      before: r.before,
      after: r.after,
      createdAt: iso(r.createdAt),
    })),
    notices: notices.map((n) => ({
      kind: n.kind,
      facts: n.data,
      createdAt: iso(n.createdAt),
      sentAt: iso(n.sentAt),
    })),
    // Tax invoices and credit notes issued to them, as issued (decisions/044).
    taxDocuments: await taxDocumentsDataOf(db, userId),
    // Prepaid passes: the days each payment or sponsor code gave (decisions/043).
    passes: await passesDataOf(db, userId),
    // Coupon codes they used, on which payment and what each took off.
    coupons: await couponUsesDataOf(db, userId),
  };
}
