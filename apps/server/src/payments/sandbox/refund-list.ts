import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { parse } from './errors.ts';
import type { TCustomerRecord, TTransactionRecord } from './records.ts';
import { refundStatus, type TRefundRecord } from './refunds.ts';

const ZQuery = z.object({
  perPage: z.coerce.number().int().min(1).default(50),
  page: z.coerce.number().int().min(1).default(1),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/**
 * `GET /refund` (List Refunds in openapi.yaml, RefundListResponse): `perPage` (default 50),
 * `page`, `from` and `to` (date-time, on the refund's creation), newest first, with Paystack's
 * `meta`; those are the only parameters openapi.yaml lists, so the sandbox filters on nothing
 * else. Each item names its charge by id (`transaction`) and by `transaction_reference`.
 * `GET /refund/:id` (Fetch Refund, RefundFetchResponse) answers one refund in the same shape.
 */
export function registerSandboxRefundList(app: FastifyInstance, engine: TSandboxEngine) {
  const { store } = engine;

  async function refundJson(record: TRefundRecord) {
    const tx = await store.get<TTransactionRecord>('transaction', record.transaction_reference);
    const customer = tx ? await store.get<TCustomerRecord>('customer', tx.customer_code) : null;
    return {
      integration: 100_032,
      transaction: tx?.id ?? 0,
      dispute: null,
      settlement: null,
      id: record.id,
      domain: 'test',
      currency: record.currency,
      amount: record.amount,
      status: refundStatus(record),
      // Older records (settled at once) have no refunded_at: they were refunded when created.
      refunded_at: record.refunded_at === undefined ? record.createdAt : record.refunded_at,
      refunded_by: 'sandbox@thinkbuild.dev',
      customer_note: record.customer_note,
      merchant_note: record.merchant_note,
      deducted_amount: 0,
      fully_deducted: 0,
      createdAt: record.createdAt,
      bank_reference: null,
      transaction_reference: record.transaction_reference,
      reason: record.merchant_note,
      customer: {
        id: customer?.id ?? 0,
        first_name: '',
        last_name: '',
        email: customer?.email ?? '',
        customer_code: customer?.customer_code ?? '',
        // A string in Fetch Refund's schema (List Refunds also allows null).
        phone: '',
        metadata: '',
        risk_action: 'default',
        international_format_phone: '',
      },
      refund_type: tx && record.amount === tx.amount ? 'full' : 'partial',
      transaction_amount: tx?.amount ?? record.amount,
      initiated_by: 'api',
      refund_channel: 'card',
      session_id: null,
      collect_account_number: false,
    };
  }

  app.get('/sandbox/paystack/refund', async (request) => {
    const { perPage, page, from, to } = parse(ZQuery, request.query, 'query');
    const after = from ? Date.parse(from) : Number.NEGATIVE_INFINITY;
    const before = to ? Date.parse(to) : Number.POSITIVE_INFINITY;
    const all = (await store.list<TRefundRecord>('refund'))
      .filter((r) => {
        const at = Date.parse(r.createdAt);
        return at >= after && at <= before;
      })
      .reverse();
    const skipped = (page - 1) * perPage;
    return {
      status: true,
      message: 'Refunds retrieved',
      data: await Promise.all(all.slice(skipped, skipped + perPage).map(refundJson)),
      meta: {
        total: all.length,
        skipped,
        perPage: String(perPage),
        page,
        pageCount: Math.ceil(all.length / perPage),
        failedRefundCount: all.filter((r) => refundStatus(r) === 'failed').length,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/sandbox/paystack/refund/:id', async (request) => {
    const id = request.params.id;
    const record = /^\d+$/.test(id) ? await store.get<TRefundRecord>('refund', id) : null;
    if (!record) throw new SandboxError(404, 'Refund not found');
    return { status: true, message: 'Refund retrieved', data: await refundJson(record) };
  });
}
