import type { TDb } from '../../../db/client.ts';
import { enqueue, nextDailyRun } from '../../../jobs/define.ts';
import { hasUnfinishedJob } from '../../../jobs/lookup.ts';
import type { TPaystackTransaction } from '../../../payments/paystack-client.ts';
import { applyCharge } from '../checkout/index.ts';
import { applyEventJob, reconcileJob } from '../jobs/index.ts';
import { applyRefundReport, ZRefundData } from '../refunds/index.ts';
import type { TBillingDeps } from '../shared/index.ts';
import {
  findCheckout,
  findSubscriptionByCharge,
  findSubscriptionById,
  findUserByEmail,
  type TSubscriptionRow,
} from '../shared/index.ts';
import { dispatch } from '../webhooks/index.ts';
import { healCustomers } from './customers.ts';
import {
  healingExists,
  listEventsAbout,
  listLiveWithCodes,
  recordHealing,
} from './reconcile-repo.ts';

/**
 * Reconciliation with Paystack (ADR 006): webhooks can be lost for good, and an event whose job
 * failed 8 times is never applied. Once a day (and when the admin asks) every live subscription
 * is compared with `GET /subscription/:code`, the last days' successful charges and refunds
 * with `GET /transaction` and `GET /refund`, and, the other way round, the subscriptions Paystack
 * would still charge for each customer with ours (customers.ts, decisions/029). Each difference
 * is healed through the path its webhook would have taken (events.ts `dispatch`, fulfilment's `applyCharge`, refunds'
 * `takeBack`), so there is one rule for each, logged and stored for the admin. Every step is
 * idempotent: a second run (or two at once) finds nothing left to heal.
 */

/** How far back charges and refunds are compared (a lost event is older than a day's run). */
const WINDOW_DAYS = 3;
/** The daily run's hour (UTC): 03:00 in Johannesburg, a quiet hour. */
const DAILY_HOUR_UTC = 1;
const DAY_MS = 86_400_000;

export type TReconcileResult = { checked: number; healed: number };

const describe = (row: TSubscriptionRow | null) =>
  !row
    ? 'gone'
    : row.accessUntil && row.accessUntil.getTime() > Date.now()
      ? `${row.status}, paid access until ${row.accessUntil.toISOString().slice(0, 10)}`
      : row.status;

/** Our live subscriptions whose status Paystack says has moved on (cancelled, complete…). */
async function healSubscriptions(deps: TBillingDeps, heal: THeal) {
  const live = await listLiveWithCodes(deps.db);
  for (const ours of live) {
    const code = ours.code ?? '';
    let remote: Awaited<ReturnType<typeof deps.provider.client.fetchSubscription>>;
    try {
      remote = await deps.provider.client.fetchSubscription(code);
    } catch (error) {
      deps.log.warn({ err: error, code }, 'reconcile: could not fetch a subscription');
      continue;
    }
    const ended = ['complete', 'completed', 'cancelled'].includes(remote.status);
    const notRenewing = remote.status === 'non-renewing' && ours.status === 'active';
    if (!ended && !notRenewing) continue;
    const before = await findSubscriptionById(deps.db, ours.id);
    // The webhook's own handler: paid time is kept exactly as a delivered event would keep it.
    await dispatch(deps, ended ? 'subscription.disable' : 'subscription.not_renew', remote);
    const after = await findSubscriptionById(deps.db, ours.id);
    if (after?.status === before?.status) continue;
    await heal({
      key: `subscription:${code}:${remote.status}`,
      kind: 'subscription',
      userId: ours.userId,
      subject: code,
      before: describe(before),
      after: describe(after),
    });
  }
  return live.length;
}

/**
 * An event of this name about this charge that we applied, or that is still on its way through
 * the queue (its job pending or running): nothing is missing for it. One whose job failed for
 * good counts as not applied. The events are read again after the queue is asked: a job that
 * finished between the two reads had marked its event processed before it finished.
 */
async function eventApplied(db: TDb, event: string, field: string, value: string) {
  const processed = (events: { processedAt: Date | null }[]) =>
    events.some((e) => e.processedAt !== null);
  const events = await listEventsAbout(db, event, field, value);
  if (processed(events)) return true;
  for (const e of events) {
    if (await hasUnfinishedJob(db, applyEventJob, { payload: { id: e.id } })) return true;
  }
  return events.length > 0 && processed(await listEventsAbout(db, event, field, value));
}

const chargeEventApplied = (db: TDb, reference: string) =>
  eventApplied(db, 'charge.success', 'reference', reference);

const refundEventApplied = (db: TDb, refundId: number) =>
  eventApplied(db, 'refund.processed', 'id', String(refundId));

/** Is this successful charge already applied (or on its way through the queue)? */
async function chargeKnown(db: TDb, charge: TPaystackTransaction) {
  const co = await findCheckout(db, charge.reference);
  // Our checkout: applied when paid; a failed one (a price mismatch) is not ours to redo.
  if (co) return co.status !== 'pending';
  if (await healingExists(db, `charge:${charge.reference}`)) return true;
  if (await findSubscriptionByCharge(db, charge.reference)) return true;
  return chargeEventApplied(db, charge.reference);
}

/** Successful charges we never applied: through applyCharge, as charge.success would. */
async function healCharges(deps: TBillingDeps, heal: THeal, from: Date) {
  const charges = (await deps.provider.client.listSuccessfulTransactions(from))
    .filter((c) => c.status === 'success')
    .sort((a, b) => Date.parse(a.paid_at ?? '') - Date.parse(b.paid_at ?? ''));
  const known = new Map<string, boolean>();
  for (const c of charges) known.set(c.reference, await chargeKnown(deps.db, c));
  for (const [i, charge] of charges.entries()) {
    if (known.get(charge.reference)) continue;
    const co = await findCheckout(deps.db, charge.reference);
    // A lost renewal older than one we applied must not take the latest charge's place.
    const newerKnown = charges
      .slice(i + 1)
      .some((c) => c.customer.email === charge.customer.email && known.get(c.reference));
    if (!co && newerKnown) continue;
    const outcome = await applyCharge(deps, charge);
    const applied = co
      ? (await findCheckout(deps.db, charge.reference))?.status === 'success'
      : outcome.endsWith('charge recorded');
    if (!applied) {
      deps.log.info({ reference: charge.reference, outcome }, 'reconcile: charge left as it is');
      continue;
    }
    known.set(charge.reference, true);
    const learner = await findUserByEmail(deps.db, charge.customer.email);
    await heal({
      key: `charge:${charge.reference}`,
      kind: 'charge',
      userId: learner?.id ?? null,
      subject: charge.reference,
      before: co ? 'checkout not paid' : 'renewal not recorded',
      after: outcome,
    });
  }
  return charges.length;
}

/**
 * Every refund's state is recorded (needs-attention has no event: this is how the admin learns
 * of it); a processed one no event applied goes through the take-back, as refund.processed
 * would, and is listed as healed.
 */
async function healRefunds(deps: TBillingDeps, heal: THeal, from: Date) {
  const refunds = await deps.provider.client.listRefunds({ from });
  for (const refund of refunds) {
    const key = `refund:${refund.id}`;
    const processed = refund.status === 'processed';
    if (processed && (await healingExists(deps.db, key))) continue;
    if (processed && (await refundEventApplied(deps.db, refund.id))) continue;
    const { outcome, tookBack } = await applyRefundReport(
      deps,
      ZRefundData.parse(refund),
      refund.status,
    );
    if (!processed) continue;
    // Only what this run took back is a healing: a refund.processed event (which carries no id
    // for refundEventApplied to find) may have applied it already.
    if (!tookBack) {
      deps.log.info({ refund: refund.id, outcome }, 'reconcile: refund needs nothing of ours');
      continue;
    }
    const co = await findCheckout(deps.db, refund.transaction_reference);
    const sub = co ? null : await findSubscriptionByCharge(deps.db, refund.transaction_reference);
    await heal({
      key,
      kind: 'refund',
      userId: co?.userId ?? sub?.userId ?? null,
      subject: refund.transaction_reference,
      before: 'refund not recorded',
      after: outcome,
    });
  }
  return refunds.filter((r) => r.status === 'processed').length;
}

type THealingInput = Parameters<typeof recordHealing>[1];
type THeal = (row: THealingInput) => Promise<void>;

/** One reconcile run: compares, heals, logs and stores each healing. */
export async function reconcile(deps: TBillingDeps): Promise<TReconcileResult> {
  let healed = 0;
  const heal: THeal = async (row) => {
    if (!(await recordHealing(deps.db, row))) return;
    healed++;
    deps.log.warn(
      {
        kind: row.kind,
        subject: row.subject,
        userId: row.userId,
        before: row.before,
        after: row.after,
      },
      'reconcile: healed a difference with Paystack',
    );
  };
  const from = new Date(Date.now() - WINDOW_DAYS * DAY_MS);
  const checked =
    (await healSubscriptions(deps, heal)) +
    (await healCharges(deps, heal, from)) +
    (await healRefunds(deps, heal, from)) +
    (await healCustomers(deps, heal));
  deps.log.info({ checked, healed }, 'reconcile with Paystack done');
  return { checked, healed };
}

/** Queues the next daily run; every server may call it, the day's key keeps one job. */
export const scheduleDailyReconcile = (db: TDb) =>
  enqueue(db, reconcileJob, { daily: true }, nextDailyRun(reconcileJob.type, DAILY_HOUR_UTC));
