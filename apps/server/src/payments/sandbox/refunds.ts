import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { PAYSTACK_ERRORS } from './errors.ts';
import {
  code,
  numericId,
  type TCustomerRecord,
  type TSubscriptionRecord,
  type TTransactionRecord,
} from './records.ts';

/** Paystack's refund statuses the sandbox uses (openapi.yaml names needs-attention). */
export type TRefundStatus = 'pending' | 'processed' | 'failed' | 'needs-attention';

export type TRefundRecord = {
  id: number;
  transaction_reference: string;
  amount: number;
  currency: string;
  merchant_note: string;
  customer_note: string;
  createdAt: string;
  /** Older records have none: they were processed at once. */
  status?: TRefundStatus;
  refunded_at?: string | null;
  refund_reference?: string;
  /** Sandbox only: when it settles, and how (armed on the sandbox page). */
  settle_at?: string;
  outcome?: Exclude<TRefundStatus, 'pending'>;
};

export const refundStatus = (r: TRefundRecord): TRefundStatus => r.status ?? 'processed';

const ZRefund = z.object({
  transaction: z.string().min(1),
  amount: z.number().int().positive().optional(),
  currency: z.string().optional(),
  customer_note: z.string().optional(),
  merchant_note: z.string().optional(),
});

/**
 * Refunds and disputes, as Paystack does them: `POST /refund` (in full, or part of a charge,
 * never more than is left) answers "queued", sends refund.pending, and `delayMs` later settles:
 * refund.processed, or refund.failed (or needs-attention, which sends nothing) when the sandbox
 * page armed that outcome. `settleDue` settles what is due (the sandbox's idle() calls it, and
 * a timer does); the page's controls settle one now. Disputes are in disputes.ts.
 */
export function createSandboxRefunds(
  engine: TSandboxEngine,
  options: { delayMs: number; wake: () => void } = { delayMs: 0, wake: () => {} },
) {
  const { store } = engine;
  /** How the next refund settles (a lever on the sandbox page); then back to processed. */
  let armed: Exclude<TRefundStatus, 'pending'> = 'processed';
  /** One settlement at a time, so a refund is never settled (and announced) twice. */
  let settling: Promise<unknown> = Promise.resolve();

  const refundEvent = async (record: TRefundRecord, status: TRefundStatus) => {
    const tx = await store.get<TTransactionRecord>('transaction', record.transaction_reference);
    const customer = await engine.need<TCustomerRecord>(
      'customer',
      tx?.customer_code ?? '',
      'Customer',
    );
    engine.emit({
      event: `refund.${status}`,
      data: {
        status,
        transaction_reference: record.transaction_reference,
        refund_reference: record.refund_reference ?? String(record.id),
        amount: record.amount,
        currency: record.currency,
        processor: 'sandbox',
        customer: { first_name: '', last_name: '', email: customer.email },
        integration: 100_032,
        domain: 'test',
      },
    });
  };

  /** Settles one pending refund (as armed, or as told); a settled one is left as it is. */
  function settle(id: number, how?: Exclude<TRefundStatus, 'pending'>) {
    const run = settling.then(async () => {
      const record = await store.get<TRefundRecord>('refund', String(id));
      if (!record) throw new SandboxError(404, 'Refund not found');
      if (refundStatus(record) !== 'pending') return record;
      const status = how ?? record.outcome ?? 'processed';
      const done = await store.put('refund', String(id), {
        ...record,
        status,
        refunded_at: status === 'processed' ? new Date().toISOString() : null,
      });
      // No sample names an event for needs-attention: the status changes, nothing is sent.
      if (status !== 'needs-attention') await refundEvent(done, status);
      return done;
    });
    settling = run.catch(() => undefined);
    return run;
  }

  /** How long until the next pending refund settles (null: none is pending). */
  async function nextDueInMs(): Promise<number | null> {
    const pending = await store.find<TRefundRecord>('refund', 'status', 'pending');
    if (pending.length === 0) return null;
    return Math.min(...pending.map((r) => Date.parse(r.settle_at ?? r.createdAt))) - Date.now();
  }

  async function settleDue(): Promise<number> {
    const now = Date.now();
    const due = (await store.find<TRefundRecord>('refund', 'status', 'pending')).filter(
      (r) => Date.parse(r.settle_at ?? r.createdAt) <= now,
    );
    for (const r of due) await settle(r.id);
    return due.length;
  }

  async function refund(input: z.infer<typeof ZRefund>) {
    const tx = await engine.paidTransaction(input.transaction);
    const earlier = await store.find<TRefundRecord>(
      'refund',
      'transaction_reference',
      tx.reference,
    );
    const counted = earlier.filter((r) => refundStatus(r) !== 'failed');
    const left = tx.amount - counted.reduce((sum, r) => sum + r.amount, 0);
    const amount = input.amount ?? left;
    if (amount > left || left <= 0) {
      // Paystack's documented wording for a refund larger than what the charge has left.
      throw new SandboxError(
        400,
        'Refund amount cannot be greater than initial amount',
        PAYSTACK_ERRORS.invalidParams,
      );
    }
    const record: TRefundRecord = {
      id: numericId(),
      transaction_reference: tx.reference,
      amount,
      currency: tx.currency,
      merchant_note: input.merchant_note ?? '',
      customer_note: input.customer_note ?? '',
      createdAt: new Date().toISOString(),
      status: 'pending',
      refunded_at: null,
      refund_reference: code('RFD-', 10),
      settle_at: new Date(Date.now() + options.delayMs).toISOString(),
      outcome: armed,
    };
    await store.put('refund', String(record.id), record);
    armed = 'processed';
    await refundEvent(record, 'pending');
    const timer = setTimeout(options.wake, options.delayMs);
    timer.unref();
    return { tx, record, fully: amount === left };
  }

  /** The newest successful charge of a subscription's customer for its plan. */
  async function lastCharge(sub: TSubscriptionRecord) {
    const txs = await store.find<TTransactionRecord>(
      'transaction',
      'customer_code',
      sub.customer_code,
    );
    const paid = txs.filter((t) => t.status === 'success' && t.plan_code === sub.plan_code);
    const last = paid.at(-1);
    if (!last) throw new SandboxError(404, 'No payment to refund');
    return last;
  }

  return {
    refund,
    lastCharge,
    settle,
    settleDue,
    nextDueInMs,
    /** The next refund settles this way (sandbox page lever). */
    arm: (outcome: Exclude<TRefundStatus, 'pending'>) => {
      armed = outcome;
    },
    armed: () => armed,
  };
}

export type TSandboxRefunds = ReturnType<typeof createSandboxRefunds>;

/** POST /refund with Paystack's answer (RefundCreateResponse of openapi.yaml). */
export function registerSandboxRefundApi(app: FastifyInstance, refunds: TSandboxRefunds) {
  app.post('/sandbox/paystack/refund', async (request) => {
    const parsed = ZRefund.safeParse(request.body);
    if (!parsed.success) throw new SandboxError(400, 'Transaction reference is required');
    const { tx, record, fully } = await refunds.refund(parsed.data);
    return {
      status: true,
      message: 'Refund has been queued for processing',
      data: {
        transaction: {
          id: tx.id,
          domain: 'test',
          reference: tx.reference,
          amount: tx.amount,
          paid_at: tx.paid_at ?? '',
          channel: 'card',
          currency: tx.currency,
          authorization: { exp_month: null, exp_year: null, account_name: null },
          customer: { international_format_phone: null },
          plan: {},
          subaccount: { currency: null },
          split: {},
          order_id: null,
          paidAt: tx.paid_at ?? '',
          pos_transaction_data: null,
          source: null,
          fees_breakdown: null,
        },
        integration: 100_032,
        deducted_amount: 0,
        channel: null,
        merchant_note: record.merchant_note,
        customer_note: record.customer_note,
        status: 'pending',
        refunded_by: 'sandbox@thinkbuild.dev',
        expected_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
        currency: record.currency,
        domain: 'test',
        amount: record.amount,
        fully_deducted: fully,
        id: record.id,
        createdAt: record.createdAt,
        updatedAt: record.createdAt,
      },
    };
  });
}
