import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { planSummaryJson, type TTransactionRecord } from './records.ts';

const ZQuery = z.object({
  per_page: z.coerce.number().int().min(1).default(50),
  page: z.coerce.number().int().min(1).default(1),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
  status: z.enum(['success', 'failed', 'abandoned', 'reversed']).optional(),
});

/**
 * `GET /transaction` (List Transactions in openapi.yaml, TransactionListResponse): `per_page`
 * (default 50), `page`, `from` and `to` (date-time, on the transaction's creation) and `status`,
 * newest first, with Paystack's `meta`. The plan is an object here (`{}` without one), as the
 * list's schema says, not the code verify gives. Other filters openapi.yaml lists (terminal,
 * channel, settlement…) are not ours to use and are ignored.
 */
export function registerSandboxTransactionList(app: FastifyInstance, engine: TSandboxEngine) {
  app.get('/sandbox/paystack/transaction', async (request) => {
    const parsed = ZQuery.safeParse(request.query);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SandboxError(400, `${issue?.path.join('.') || 'query'}: ${issue?.message}`);
    }
    const { per_page: perPage, page, from, to, status } = parsed.data;
    const after = from ? Date.parse(from) : Number.NEGATIVE_INFINITY;
    const before = to ? Date.parse(to) : Number.POSITIVE_INFINITY;
    const all = (await engine.store.list<TTransactionRecord>('transaction'))
      .filter((t) => {
        const at = Date.parse(t.created_at);
        return at >= after && at <= before && (!status || t.status === status);
      })
      .reverse();
    const skipped = (page - 1) * perPage;
    const data = await Promise.all(
      all.slice(skipped, skipped + perPage).map(async (t) => {
        const { plan } = await engine.lookup(t);
        return { ...(await engine.transactionOut(t)), plan: plan ? planSummaryJson(plan) : {} };
      }),
    );
    return {
      status: true,
      message: 'Transactions retrieved',
      data,
      meta: {
        total: all.length,
        total_volume: all.reduce((sum, t) => sum + (t.status === 'success' ? t.amount : 0), 0),
        skipped,
        perPage,
        page,
        pageCount: Math.ceil(all.length / perPage),
      },
    };
  });
}
