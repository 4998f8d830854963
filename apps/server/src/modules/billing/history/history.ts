import {
  noticeText,
  purchaseName,
  refundStatusLabel,
  type TBillingHistoryItem,
  type TBillingHistoryResponse,
  type TReceiptResponse,
} from '@thinkbuild/core';
import type { TDb } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import { withTaxDocuments } from '../invoices/index.ts';
import { noticeDataOf, recentNotices } from '../notices/index.ts';
import { findUserEmail, planOfCharge, storedChargeOf } from '../shared/index.ts';
import {
  listChargeEventsOf,
  listPaidCheckouts,
  listReceiptNotices,
  listRefundsOf,
} from './history-repo.ts';

/** How many billing messages /account shows. */
const RECENT_NOTICES = 10;

type TCharge = Omit<TBillingHistoryItem, 'type' | 'status'>;

/**
 * Every successful charge of the learner, by reference: their paid checkouts (a first charge,
 * the offer), the receipts told for charges with no checkout (renewals, an upgrade's charge),
 * and the charges Paystack told us of before receipts were (renewals from then). A receipt
 * brings the card's last four, which a checkout does not keep.
 */
async function chargesOf(db: TDb, userId: string) {
  const charges = new Map<string, TCharge>();
  for (const event of await listChargeEventsOf(db, userId)) {
    const charge = storedChargeOf(event.payload);
    const plan = charge && planOfCharge(charge.plan, event.outcome);
    if (charge?.status !== 'success' || !plan) continue;
    charges.set(charge.reference, {
      at: charge.paid_at ?? event.receivedAt.toISOString(),
      amount: charge.amount,
      currency: charge.currency,
      reference: charge.reference,
      what: purchaseName(plan),
      cardLast4: charge.authorization?.last4 || null,
    });
  }
  for (const row of await listReceiptNotices(db, userId)) {
    const notice = noticeDataOf(row);
    if (notice?.kind !== 'receipt' && notice?.kind !== 'upgraded') continue;
    charges.set(notice.reference, {
      at: notice.paidAt,
      amount: notice.amount,
      currency: notice.currency,
      reference: notice.reference,
      what: purchaseName(notice.purchase),
      cardLast4: notice.cardLast4,
    });
  }
  for (const co of await listPaidCheckouts(db, userId)) {
    charges.set(co.reference, {
      at: (co.paidAt ?? co.updatedAt).toISOString(),
      amount: co.amount,
      currency: co.currency,
      reference: co.reference,
      what: purchaseName(co.purchase),
      cardLast4: charges.get(co.reference)?.cardLast4 ?? null,
    });
  }
  return charges;
}

/** GET /api/billing/history: the learner's charges and refunds, and their latest messages. */
export async function billingHistory(
  db: TDb,
  userId: string,
  timeZone: string,
): Promise<TBillingHistoryResponse> {
  const charges = await chargesOf(db, userId);
  const items: TBillingHistoryItem[] = [...charges.values()].map((c) => ({
    ...c,
    type: 'charge',
    status: 'Paid',
  }));
  for (const r of await listRefundsOf(db, userId)) {
    const charge = charges.get(r.transactionReference);
    items.push({
      type: 'refund',
      at: r.updatedAt.toISOString(),
      amount: r.amount,
      currency: r.currency || charge?.currency || '',
      status: refundStatusLabel(r.status),
      reference: r.transactionReference,
      what: charge?.what ?? '',
      cardLast4: charge?.cardLast4 ?? null,
    });
  }
  items.sort((a, b) => b.at.localeCompare(a.at));
  const notices = [];
  for (const row of await recentNotices(db, userId, RECENT_NOTICES)) {
    const data = noticeDataOf(row);
    if (!data) continue;
    const text = noticeText(data, timeZone);
    notices.push({
      id: row.id,
      kind: data.kind,
      at: row.createdAt.toISOString(),
      heading: text.heading,
      lines: text.lines,
      path: text.button.path,
    });
  }
  return { items: await withTaxDocuments(db, userId, items), notices };
}

/** GET /api/billing/receipts/:reference: one of the learner's own payments, else 404. */
export async function receiptOf(
  db: TDb,
  userId: string,
  reference: string,
): Promise<TReceiptResponse> {
  const charge = (await chargesOf(db, userId)).get(reference);
  const email = charge ? await findUserEmail(db, userId) : null;
  if (!charge || !email) throw new AppError('NOT_FOUND', 'No payment of yours has this reference');
  const refunds = (await listRefundsOf(db, userId))
    .filter((r) => r.transactionReference === reference)
    .map((r) => ({
      at: r.updatedAt.toISOString(),
      amount: r.amount,
      currency: r.currency || charge.currency,
      status: refundStatusLabel(r.status),
    }));
  const { at, ...rest } = charge;
  const [withInvoice] = await withTaxDocuments(db, userId, [
    { ...charge, type: 'charge' as const, status: 'Paid' },
  ]);
  return { ...rest, paidAt: at, email, refunds, taxInvoice: withInvoice?.taxDocument ?? null };
}
