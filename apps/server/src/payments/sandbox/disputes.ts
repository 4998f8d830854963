import { SandboxError, type TSandboxEngine } from './engine.ts';
import {
  customerJson,
  numericId,
  type TCustomerRecord,
  type TTransactionRecord,
} from './records.ts';

/** How a dispute ends, in Paystack's words (DisputeResolve in openapi.yaml). */
export const DISPUTE_RESOLUTIONS = {
  /** The merchant declined the claim and won: the charge stands. */
  'merchant-won': 'declined',
  /** The merchant accepted the claim: the customer gets the money back. */
  'customer-won': 'merchant-accepted',
} as const;
export type TDisputeOutcome = keyof typeof DISPUTE_RESOLUTIONS;

export type TDisputeRecord = {
  id: number;
  transaction_reference: string;
  refund_amount: number;
  currency: string;
  status: 'awaiting-merchant-feedback' | 'resolved';
  resolution: (typeof DISPUTE_RESOLUTIONS)[TDisputeOutcome] | null;
  createdAt: string;
  resolvedAt: string | null;
};

/**
 * Disputes, as a learner's bank raises them: the control page opens one on a charge
 * (charge.dispute.create) and resolves it (charge.dispute.resolve, status `resolved`, with
 * `resolution` and `resolvedAt` as Paystack's charge.dispute.resolve sample has them).
 */
export function createSandboxDisputes(engine: TSandboxEngine) {
  const { store } = engine;

  async function eventData(record: TDisputeRecord) {
    const tx = await engine.need<TTransactionRecord>(
      'transaction',
      record.transaction_reference,
      'Transaction',
    );
    const customer = await engine.need<TCustomerRecord>('customer', tx.customer_code, 'Customer');
    return {
      id: record.id,
      refund_amount: record.refund_amount,
      currency: record.currency,
      status: record.status,
      resolution: record.resolution,
      domain: 'test',
      transaction: {
        id: tx.id,
        reference: tx.reference,
        amount: tx.amount,
        currency: tx.currency,
        status: tx.status,
        paid_at: tx.paid_at,
      },
      customer: customerJson(customer),
      ...(record.resolvedAt ? { resolvedAt: record.resolvedAt } : {}),
      created_at: record.createdAt,
    };
  }

  return {
    /** The bank disputes a charge: charge.dispute.create, awaiting the merchant's answer. */
    async open(reference: string) {
      const tx = await engine.paidTransaction(reference);
      const record: TDisputeRecord = {
        id: numericId(),
        transaction_reference: tx.reference,
        refund_amount: tx.amount,
        currency: tx.currency,
        status: 'awaiting-merchant-feedback',
        resolution: null,
        createdAt: new Date().toISOString(),
        resolvedAt: null,
      };
      await store.put('dispute', String(record.id), record);
      const data = await eventData(record);
      engine.emit({ event: 'charge.dispute.create', data });
      return data;
    },

    /** The dispute ends, for the merchant or for the customer: charge.dispute.resolve. */
    async resolve(id: number, outcome: TDisputeOutcome) {
      const record = await store.get<TDisputeRecord>('dispute', String(id));
      if (!record) throw new SandboxError(404, 'Dispute not found');
      if (record.status === 'resolved') {
        throw new SandboxError(400, 'Dispute has already been resolved');
      }
      const resolved = await store.put('dispute', String(id), {
        ...record,
        status: 'resolved' as const,
        resolution: DISPUTE_RESOLUTIONS[outcome],
        resolvedAt: new Date().toISOString(),
      });
      const data = await eventData(resolved);
      engine.emit({ event: 'charge.dispute.resolve', data });
      return data;
    },

    /** Every dispute, newest first (the control page). */
    list: async () => (await store.list<TDisputeRecord>('dispute')).reverse(),
  };
}

export type TSandboxDisputes = ReturnType<typeof createSandboxDisputes>;
