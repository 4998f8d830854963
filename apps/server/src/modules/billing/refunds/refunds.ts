import {
  DUPLICATE_REFUND_NOTE,
  isLiveStatus,
  OFFER_CODE,
  refundedOfPayment,
} from '@thinkbuild/core';
import { isPassCode } from '@thinkbuild/core/passes';
import { z } from 'zod';
import { refundedAsRenewalAfterEnd, stopLater } from '../checkout/index.ts';
import { notifyLearner } from '../notices/index.ts';
import { restorePassDays, takeBackPassPayment } from '../passes/take-back.ts';
import type { TBillingDeps } from '../shared/index.ts';
import {
  chargedInRows,
  findCheckout,
  findSubscriptionByCharge,
  findSubscriptionByCode,
  findSubscriptionById,
  setLifetimeAccess,
  updateSubscription,
  withUserLock,
} from '../shared/index.ts';
import { tellAccessRemoved, tellRefundState } from './refund-notices.ts';
import { refundAgainIfOurs } from './refund-retry.ts';
import {
  failedRefunds,
  learnerOfStoredCharge,
  recordRefundState,
  refundedOfCharge,
  refundsOfCharge,
  type TRefundReport,
  type TRefundRow,
  updateRefundRow,
} from './refunds-repo.ts';

/** refund.pending / processed / failed: the state of one refund of one charge. */
export const ZRefundData = z.looseObject({
  transaction_reference: z.string(),
  refund_reference: z.string().nullish(),
  id: z.union([z.string(), z.number()]).nullish(),
  status: z.string().nullish(),
  amount: z.number(),
  currency: z.string().nullish(),
});

/** charge.dispute.create / remind / resolve: the learner's bank disputes one charge. */
export const ZDisputeData = z.looseObject({
  id: z.union([z.string(), z.number()]).nullish(),
  status: z.string().nullish(),
  /** openapi.yaml DisputeResolve: merchant-accepted (the customer keeps the money) or declined. */
  resolution: z.string().nullish(),
  refund_amount: z.number().nullish(),
  currency: z.string().nullish(),
  transaction: z.looseObject({
    reference: z.string(),
    amount: z.number().nullish(),
    currency: z.string().nullish(),
  }),
});

/** One entry of subscription.expiring_cards. */
export const ZExpiringCards = z.array(
  z.looseObject({
    expiry_date: z.string().optional(),
    subscription: z.looseObject({ subscription_code: z.string() }),
  }),
);

/** What a take-back took, so a dispute resolved in the merchant's favour can give it back. */
type TTaken = { outcome: string; took?: string; until?: Date | null };

/**
 * What the learner was actually charged: our checkout, else the charge.success we stored (a
 * renewal or an upgrade's charge), else Paystack's record. Never today's price (ADR 006).
 */
async function chargedAmount(deps: TBillingDeps, reference: string) {
  const known = await chargedInRows(deps.db, reference);
  if (known !== null) return known;
  // Throws when Paystack cannot answer: the event's job tries again later.
  const charge = await deps.provider.client.verifyTransaction(reference);
  return charge.status === 'success' ? charge.amount : null;
}

/**
 * A refund or a dispute takes back exactly what that charge bought: the offer's lifetime
 * access, or the subscription period it paid for (access ends now and the subscription stops
 * at Paystack). A refund counts once all processed refunds of the charge add up to what was
 * charged; less (ours, for a plan change) takes nothing.
 */
export async function takeBack(
  deps: TBillingDeps,
  reference: string,
  why: 'refund' | 'dispute',
): Promise<TTaken> {
  const co = await findCheckout(deps.db, reference);
  // Our own refund of a payment that bought nothing (checkout/duplicates.ts): there is nothing to take.
  if (co?.message === DUPLICATE_REFUND_NOTE)
    return { outcome: `noted: ${why} of a duplicate payment` };
  // Our own refund of a renewal charged after its subscription ended: it bought nothing either.
  if (!co && (await refundedAsRenewalAfterEnd(deps.db, reference))) {
    return { outcome: `noted: ${why} of a renewal after its subscription ended` };
  }
  const onlyCheckout = co?.purchase === OFFER_CODE || isPassCode(co?.purchase);
  const sub = onlyCheckout ? null : await findSubscriptionByCharge(deps.db, reference);
  if (!onlyCheckout && !sub) {
    return { outcome: `ignored: no purchase of ours was paid by ${reference}` };
  }
  if (why === 'refund') {
    const charged = await chargedAmount(deps, reference);
    const refunded = await refundedOfCharge(deps.db, reference);
    if (charged === null || refunded < charged) {
      return { outcome: `noted: ${refunded} of ${charged ?? '?'} refunded so far` };
    }
  }
  if (co?.purchase === OFFER_CODE) {
    if (co.status !== 'success') return { outcome: 'ignored: the offer was not paid' };
    await withUserLock(deps.db, co.userId, async (tx) => {
      await setLifetimeAccess(tx, co.userId, false);
      await tellAccessRemoved(tx, {
        userId: co.userId,
        reference,
        purchase: co.purchase,
        cause: why,
      });
    });
    return { outcome: `lifetime access taken back (${why})`, took: 'lifetime' };
  }
  if (co && isPassCode(co.purchase)) return takeBackPassPayment(deps, co, why);
  if (!sub) return { outcome: 'ignored' };
  return withUserLock(deps.db, sub.userId, async (tx) => {
    const now = await findSubscriptionByCode(tx, sub.providerSubscriptionCode ?? '');
    const row = now ?? sub;
    if (row.lastChargeReference && row.lastChargeReference !== reference) {
      return { outcome: 'noted: the period that charge paid for is already over' };
    }
    const wasLive = row.status === 'active' || row.status === 'attention';
    // The end of the paid time it takes, should a dispute give it back.
    const until = row.accessUntil ?? (isLiveStatus(row.status) ? row.nextPaymentDate : null);
    await updateSubscription(tx, row.id, {
      status: 'cancelled',
      endedAt: row.endedAt ?? new Date(),
      accessUntil: null,
    });
    if (wasLive || row.status === 'non-renewing') await stopLater(tx, row);
    if (until && until.getTime() > Date.now()) {
      await tellAccessRemoved(tx, {
        userId: row.userId,
        reference,
        purchase: row.planCode,
        cause: why,
      });
    }
    return {
      outcome: `${row.planCode} period taken back (${why})`,
      took: `subscription:${row.id}`,
      until,
    };
  });
}

/**
 * Gives back what a dispute took (it was resolved in the merchant's favour), unless that payment
 * was refunded in full meanwhile: the money went back, so the access it bought stays taken.
 */
async function restore(deps: TBillingDeps, row: TRefundRow): Promise<string> {
  const given = refundedOfPayment(
    await chargedAmount(deps, row.transactionReference),
    await refundsOfCharge(deps.db, row.transactionReference),
  );
  if (given.whole) return `nothing to restore: ${given.refunded} of the payment was refunded`;
  if (row.took === 'lifetime' && row.userId) {
    const userId = row.userId;
    await withUserLock(deps.db, userId, (tx) => setLifetimeAccess(tx, userId));
    return 'lifetime access restored';
  }
  if (row.took?.startsWith('pass:') && row.userId) {
    const userId = row.userId;
    const passId = row.took.slice('pass:'.length);
    return withUserLock(deps.db, userId, (tx) =>
      restorePassDays(tx, userId, passId, deps.timeZone),
    );
  }
  const id = row.took?.startsWith('subscription:') ? row.took.slice('subscription:'.length) : null;
  const sub = id ? await findSubscriptionById(deps.db, id) : null;
  if (!sub) return 'nothing to restore';
  // The subscription was stopped at Paystack when the dispute took it: the paid period comes
  // back as paid time (access_until), and it does not renew.
  const until = row.tookUntil && row.tookUntil.getTime() > Date.now() ? row.tookUntil : null;
  if (!until) return 'nothing to restore: the period is over';
  await withUserLock(deps.db, sub.userId, (tx) =>
    updateSubscription(tx, sub.id, { accessUntil: until }),
  );
  return `${sub.planCode} period restored until ${until.toISOString()}`;
}

/** The learner a charge belongs to, for the admin's list (null: not ours). */
async function learnerOf(deps: TBillingDeps, reference: string) {
  const co = await findCheckout(deps.db, reference);
  if (co) return co.userId;
  const sub = await findSubscriptionByCharge(deps.db, reference);
  return sub ? sub.userId : learnerOfStoredCharge(deps.db, reference);
}

async function store(deps: TBillingDeps, report: Omit<TRefundReport, 'userId'>) {
  const userId = await learnerOf(deps, report.transactionReference);
  return deps.db.transaction(async (tx) => {
    const stored = await recordRefundState(tx, { ...report, userId });
    await tellRefundState(tx, stored.row, stored.changed, deps.vat);
    return stored;
  });
}

/**
 * A refund's state, from its event or List Refunds: stored, and once processed the charge's
 * refunds are added up (the take-back runs once per refund: its outcome is kept). A failed
 * refund our own job asked for is asked again later, a few times (refund-retry.ts).
 */
export async function applyRefundState(
  deps: TBillingDeps,
  data: z.infer<typeof ZRefundData>,
  status: string,
): Promise<string> {
  return (await applyRefundReport(deps, data, status)).outcome;
}

/**
 * As applyRefundState, also saying whether this call took something back: reconciliation lists
 * a healing only then, never for a refund whose own event had already been applied.
 */
export async function applyRefundReport(
  deps: TBillingDeps,
  data: z.infer<typeof ZRefundData>,
  status: string,
): Promise<{ outcome: string; tookBack: boolean }> {
  const outcome = (text: string, tookBack = false) => ({ outcome: text, tookBack });
  const { row, changed } = await store(deps, {
    kind: 'refund',
    refundReference: data.refund_reference ?? null,
    paystackId: data.id == null ? null : String(data.id),
    transactionReference: data.transaction_reference,
    amount: data.amount,
    currency: data.currency ?? '',
    status,
  });
  if (row.status === 'failed' && changed) {
    const again = await refundAgainIfOurs(
      deps,
      row,
      await failedRefunds(deps.db, row.transactionReference, row.amount),
    );
    await updateRefundRow(deps.db, row.id, { outcome: `failed; ${again}` });
    return outcome(`refund failed; ${again}`);
  }
  if (row.status !== 'processed') return outcome(`refund ${row.status} recorded`);
  if (row.outcome !== null) return outcome(`refund already applied: ${row.outcome}`);
  const taken = await takeBack(deps, row.transactionReference, 'refund');
  await updateRefundRow(deps.db, row.id, { outcome: taken.outcome });
  return outcome(taken.outcome, taken.took !== undefined);
}

/**
 * A dispute opened takes back what the charge bought (once); resolved `declined` (the merchant
 * declined the claim and won) gives it back; `merchant-accepted` keeps it taken.
 */
export async function applyDispute(
  deps: TBillingDeps,
  event: string,
  data: z.infer<typeof ZDisputeData>,
): Promise<string> {
  const resolved = event === 'charge.dispute.resolve';
  const { row } = await store(deps, {
    kind: 'dispute',
    paystackId: data.id == null ? `charge:${data.transaction.reference}` : String(data.id),
    transactionReference: data.transaction.reference,
    amount: data.refund_amount ?? data.transaction.amount ?? 0,
    currency: data.currency ?? data.transaction.currency ?? '',
    status: resolved ? 'resolved' : (data.status ?? 'open'),
  });
  if (resolved && row.resolution === null) {
    await updateRefundRow(deps.db, row.id, { resolution: data.resolution ?? 'unknown' });
  }
  const forMerchant = resolved && data.resolution === 'declined';
  if (row.outcome === null && !forMerchant) {
    const taken = await takeBack(deps, row.transactionReference, 'dispute');
    await updateRefundRow(deps.db, row.id, {
      outcome: taken.outcome,
      took: taken.took ?? null,
      tookUntil: taken.until ?? null,
    });
    return taken.outcome;
  }
  if (forMerchant && row.took && !row.outcome?.includes('restored')) {
    const outcome = await restore(deps, row);
    await updateRefundRow(deps.db, row.id, { outcome: `${row.outcome}; ${outcome}` });
    return outcome;
  }
  return resolved ? `dispute resolved (${data.resolution ?? 'unknown'})` : 'dispute noted';
}

/** A failed renewal or a card about to expire: the learner is told how to update it. */
export async function emailAboutCard(
  deps: TBillingDeps,
  code: string,
  reason: 'failed' | 'expiring',
  dedupe: string,
) {
  const sub = await findSubscriptionByCode(deps.db, code);
  if (!sub) return false;
  await withUserLock(deps.db, sub.userId, (tx) =>
    notifyLearner(tx, {
      userId: sub.userId,
      key: `card-problem:${reason}:${dedupe}`,
      kind: 'card-problem',
      purchase: sub.planCode,
      cardLast4: sub.cardLast4,
      reason,
    }),
  );
  return true;
}
