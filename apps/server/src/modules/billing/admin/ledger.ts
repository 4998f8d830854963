import {
  csvAmount,
  disputeLoss,
  isoInZone,
  ledgerPlanName,
  refundedOfPayment,
  toCsv,
} from '@thinkbuild/core';
import { z } from 'zod';
import type { TDb } from '../../../db/client.ts';
import { listJobsOf } from '../../../jobs/lookup.ts';
import { RENEWAL_AFTER_END_NOTE } from '../checkout/index.ts';
import { refundJob } from '../jobs/index.ts';
import { planOfCharge, storedChargeOf } from '../shared/index.ts';
import { chargeKinds, checkoutKind, type TLedgerType } from './ledger-kinds.ts';
import {
  listEventsNamed,
  listLedgerCheckouts,
  listLedgerSubscriptions,
  listRefundRows,
} from './ledger-repo.ts';
import { humanReason } from './reason.ts';

/*
 * The payments ledger (ADR 006): every movement of money, one row each, from our own records:
 * checkouts (first charges and the offer) from `checkout`; renewals, upgrades, refunds and
 * disputes from the Paystack events we stored (`payment_event`; refunds in the state we stored
 * in `billing_refund`), and refunds we asked for that
 * Paystack has not confirmed yet from the `billing.refund` jobs. Read-only; Paystack is never
 * asked.
 */

export type { TLedgerType } from './ledger-kinds.ts';

export type TLedgerRow = {
  at: Date;
  type: TLedgerType;
  status: string;
  email: string;
  /** A plan code or "offer" (null: not known). */
  plan: string | null;
  /** Signed subunits: money back to a card (refund, dispute) is negative. */
  amount: number;
  currency: string;
  /** Paystack's reference of the charge (for a refund or dispute: of the charge it concerns). */
  reference: string;
  message: string | null;
  /** A payment's coupon: its code and what it took off, in subunits (decisions/043). */
  coupon?: { code: string; discount: number } | null;
};

/** The ledger's email for a payment whose learner deleted their account. */
export const ERASED_ACCOUNT = '(account deleted)';

const DISPUTE_EVENTS = ['charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve'];
const INVOICE_EVENTS = ['invoice.create', 'invoice.update'];

const ZDispute = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  status: z.string().nullish(),
  resolution: z.string().nullish(),
  refund_amount: z.number().nullish(),
  currency: z.string().nullish(),
  created_at: z.string().nullish(),
  transaction: z.looseObject({
    reference: z.string(),
    amount: z.number().nullish(),
    currency: z.string().nullish(),
  }),
});
const ZInvoice = z.looseObject({
  subscription: z.looseObject({ subscription_code: z.string().nullish() }).nullish(),
  transaction: z.looseObject({ reference: z.string().nullish() }).nullish(),
});
const ZRefundJob = z.looseObject({
  reference: z.string(),
  amount: z.number(),
  note: z.string().nullish(),
});

/** What the admin should know of a refund that gave nothing back (yet). */
function refundMessage(status: string, outcome: string | null): string | null {
  if (status === 'failed') return `Paystack could not refund it: ${outcome ?? 'failed'}`;
  if (status === 'needs-attention') {
    return 'Paystack needs the customer’s bank details to pay it (Retry Refund on the dashboard)';
  }
  return null;
}

const dataOf = (payload: unknown) =>
  typeof payload === 'object' && payload && 'data' in payload ? payload.data : undefined;

/** Every row of the ledger, oldest first. */
export async function listLedger(db: TDb): Promise<TLedgerRow[]> {
  const [checkouts, charges, invoices, refunds, disputes, refundJobs, subs] = await Promise.all([
    listLedgerCheckouts(db, ERASED_ACCOUNT),
    listEventsNamed(db, ['charge.success']),
    listEventsNamed(db, INVOICE_EVENTS),
    listRefundRows(db),
    listEventsNamed(db, DISPUTE_EVENTS),
    listJobsOf(db, refundJob),
    listLedgerSubscriptions(db),
  ]);

  const rows: TLedgerRow[] = [];
  const checkoutRefs = new Set(checkouts.map((c) => c.reference));
  /** What each charge of ours was: who paid, for what, and how much. */
  const byReference = new Map<string, TLedgerRow>();
  for (const c of checkouts) {
    const at = c.paidAt ?? c.updatedAt;
    const row: TLedgerRow = {
      at,
      type: checkoutKind({ ...c, at }, subs),
      status: c.status,
      email: c.email,
      plan: c.purchase,
      amount: c.amount,
      currency: c.currency,
      reference: c.reference,
      message: humanReason(c.message),
      coupon: c.couponCode ? { code: c.couponCode, discount: c.discount } : null,
    };
    rows.push(row);
    if (c.status === 'success') byReference.set(c.reference, row);
  }

  // A renewal comes with an invoice that names its charge and its subscription.
  const invoiced = new Map<string, string>();
  for (const i of invoices) {
    const data = ZInvoice.safeParse(dataOf(i.payload)).data;
    const ref = data?.transaction?.reference;
    if (ref) invoiced.set(ref, data?.subscription?.subscription_code ?? '');
  }
  const refundedAfterEnd = new Set(
    refundJobs.flatMap((j) => {
      const r = ZRefundJob.safeParse(j.payload).data;
      return r?.note === RENEWAL_AFTER_END_NOTE ? [r.reference] : [];
    }),
  );
  const saved: TLedgerRow[] = [];
  for (const e of charges) {
    const c = storedChargeOf(e.payload);
    if (c?.status !== 'success') continue;
    // A checkout's own charge is already there; a charge of no learner or plan of ours is not ours.
    if (checkoutRefs.has(c.reference) || byReference.has(c.reference)) continue;
    const plan = planOfCharge(c.plan, e.outcome);
    if (!e.email || !plan) continue;
    const row: TLedgerRow = {
      at: c.paid_at ? new Date(c.paid_at) : e.receivedAt,
      type: 'Renewal',
      status: 'success',
      email: e.email,
      plan,
      amount: c.amount,
      currency: c.currency,
      reference: c.reference,
      message: refundedAfterEnd.has(c.reference)
        ? 'Charged after its subscription had ended; refunded in full'
        : null,
    };
    saved.push(row);
    byReference.set(c.reference, row);
  }
  const kinds = chargeKinds(
    saved.map((r) => ({
      reference: r.reference,
      email: r.email,
      plan: r.plan ?? '',
      at: r.at,
      subscriptionCode: invoiced.get(r.reference) || undefined,
    })),
    subs,
    refundedAfterEnd,
  );
  for (const r of saved) rows.push({ ...r, type: kinds.get(r.reference) ?? r.type });

  // Why we asked for each refund (the job's note: an upgrade, a duplicate, a replaced plan).
  const askedFor = new Map<string, string>();
  for (const j of refundJobs) {
    const r = ZRefundJob.safeParse(j.payload).data;
    if (r?.note) askedFor.set(`${r.reference}:${r.amount}`, r.note);
  }

  // One row per refund, in the state we stored (billing_refund, ADR 006).
  const refundRows = new Map<string, TLedgerRow>();
  for (const r of refunds) {
    const charge = byReference.get(r.transactionReference);
    if (!charge) continue;
    refundRows.set(r.id, {
      at: r.createdAt,
      type: 'Refund',
      status: r.status,
      email: charge.email,
      plan: charge.plan,
      amount: -r.amount,
      currency: r.currency || charge.currency,
      reference: r.transactionReference,
      message:
        refundMessage(r.status, r.outcome) ??
        askedFor.get(`${r.transactionReference}:${r.amount}`) ??
        null,
    });
  }
  rows.push(...refundRows.values());

  // A refund we asked Paystack for (after an upgrade) and have not heard back about.
  const confirmed = [...refundRows.values()].map((r) => `${r.reference}:${-r.amount}`);
  for (const j of refundJobs) {
    const r = ZRefundJob.safeParse(j.payload).data;
    const charge = r && byReference.get(r.reference);
    if (!r || !charge || confirmed.includes(`${r.reference}:${r.amount}`)) continue;
    rows.push({
      at: j.createdAt,
      type: 'Refund',
      status: j.status === 'failed' ? 'failed' : 'requested',
      email: charge.email,
      plan: charge.plan,
      amount: -r.amount,
      currency: charge.currency,
      reference: r.reference,
      message:
        j.status === 'failed'
          ? 'Paystack did not take the refund; see the job queue'
          : `Asked Paystack: ${r.note ?? 'the unused part of the old plan'}`,
    });
  }

  // A dispute takes off what its refunds did not already give back (core's disputeLoss), so a
  // payment refunded in full and disputed is subtracted once.
  const disputeRows = new Map<string, TLedgerRow>();
  for (const e of disputes) {
    const d = ZDispute.safeParse(dataOf(e.payload)).data;
    const charge = d && byReference.get(d.transaction.reference);
    if (!d || !charge) continue;
    const key = String(d.id ?? d.transaction.reference);
    const first = disputeRows.get(key);
    const disputed = d.refund_amount ?? d.transaction.amount ?? charge.amount;
    const refunded = refundedOfPayment(
      charge.amount,
      refunds.filter((r) => r.transactionReference === d.transaction.reference),
    ).refunded;
    const wonByMerchant = d.resolution === 'declined';
    const loss = disputeLoss({ charged: charge.amount, refunded, disputed, wonByMerchant });
    disputeRows.set(key, {
      at: first?.at ?? (d.created_at ? new Date(d.created_at) : e.receivedAt),
      type: 'Dispute',
      status: d.status ?? 'open',
      email: charge.email,
      plan: charge.plan,
      amount: -loss,
      currency: d.currency ?? d.transaction.currency ?? charge.currency,
      reference: d.transaction.reference,
      message: wonByMerchant
        ? 'The bank disputed this charge; resolved for us, the money stayed'
        : loss < disputed
          ? 'The bank disputes this charge; what was refunded of it is not subtracted again'
          : 'The bank disputes this charge',
    });
  }
  rows.push(...disputeRows.values());

  return rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.type.localeCompare(b.type));
}

export const LEDGER_CSV_HEADER = [
  'Time',
  'Type',
  'Status',
  'Email',
  'Plan',
  'Amount',
  'Currency',
  'Reference',
  'Message',
  'Tax document',
  'VAT',
  'Coupon',
  'Discount',
];

/**
 * The ledger as CSV: times in TIME_ZONE with their offset, amounts as plain decimals; `tax`
 * gives a row's tax invoice or credit note number and its VAT (decisions/044).
 */
export function ledgerCsv(
  rows: readonly TLedgerRow[],
  timeZone: string,
  tax: (row: TLedgerRow) => [string, string] = () => ['', ''],
): string {
  return toCsv([
    LEDGER_CSV_HEADER,
    ...rows.map((r) => [
      isoInZone(r.at, timeZone),
      r.type,
      r.status,
      r.email,
      ledgerPlanName(r.plan),
      csvAmount(r.amount),
      r.currency,
      r.reference,
      r.message,
      ...tax(r),
      r.coupon?.code ?? '',
      r.coupon ? csvAmount(r.coupon.discount) : '',
    ]),
  ]);
}
