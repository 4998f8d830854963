import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { parse } from './errors.ts';
import {
  authorizationJson,
  customerJson,
  planSummaryJson,
  type TAuthorizationRecord,
  type TCustomerRecord,
  type TPlanRecord,
  type TSubscriptionRecord,
  type TTransactionRecord,
} from './records.ts';

const INTEGRATION = 100_032;

/** `GET /subscription`'s query (List Subscriptions in openapi.yaml): plan and customer by id. */
const ZQuery = z.object({
  perPage: z.coerce.number().int().min(1).default(50),
  page: z.coerce.number().int().min(1).default(1),
  plan: z.coerce.number().int().optional(),
  customer: z.coerce.number().int().optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/**
 * Fetch Customer (`GET /customer/:email_or_code`, CustomerFetchResponse) and List Subscriptions
 * (`GET /subscription`, SubscriptionListResponse), with every field those schemas require and
 * no other: a listed subscription's card says `reusable` as 1 and its customer's `metadata` is
 * a string, as SubscriptionListResponseArray types them.
 */
export function registerSandboxCustomerApi(app: FastifyInstance, engine: TSandboxEngine) {
  const { store } = engine;
  const byCustomer = (c: TCustomerRecord) => ['customer_code', c.customer_code] as const;
  const paid = async (c: TCustomerRecord) =>
    (await store.find<TTransactionRecord>('transaction', ...byCustomer(c))).filter(
      (t) => t.status === 'success',
    );

  async function customerOut(emailOrCode: string) {
    const customer = emailOrCode.startsWith('CUS_')
      ? await store.get<TCustomerRecord>('customer', emailOrCode)
      : (await store.find<TCustomerRecord>('customer', 'email', emailOrCode.toLowerCase()))[0];
    if (!customer) throw new SandboxError(404, 'Customer not found');
    const auths = await store.find<TAuthorizationRecord>('authorization', ...byCustomer(customer));
    const subs = await store.find<TSubscriptionRecord>('subscription', ...byCustomer(customer));
    const txs = await store.find<TTransactionRecord>('transaction', ...byCustomer(customer));
    const charged = await paid(customer);
    const totals = new Map<string, number>();
    for (const t of charged) totals.set(t.currency, (totals.get(t.currency) ?? 0) + t.amount);
    const since = customer.createdAt ?? txs[0]?.created_at ?? new Date().toISOString();
    return {
      transactions: await Promise.all(txs.map((t) => engine.transactionOut(t))),
      subscriptions: await Promise.all(subs.map(engine.subscriptionOut)),
      authorizations: auths.map(authorizationJson),
      ...customerJson(customer),
      domain: 'test',
      integration: INTEGRATION,
      createdAt: since,
      updatedAt: since,
      created_at: since,
      updated_at: since,
      total_transactions: charged.length,
      total_transaction_value: [...totals].map(([currency, amount]) => ({ currency, amount })),
      dedicated_account: null,
      dedicated_accounts: [],
      identified: false,
      identifications: null,
    };
  }

  /** One subscription as SubscriptionListResponseArray describes it. */
  async function listedSubscription(sub: TSubscriptionRecord) {
    const full = await engine.subscriptionOut(sub);
    const plan = await engine.need<TPlanRecord>('plan', sub.plan_code, 'Plan');
    const customer = await engine.need<TCustomerRecord>('customer', sub.customer_code, 'Customer');
    const payments = (await paid(customer)).filter((t) => t.plan_code === sub.plan_code);
    return {
      id: full.id,
      domain: full.domain,
      status: full.status,
      start: Math.floor(Date.parse(sub.anchor ?? sub.createdAt) / 1000),
      quantity: 1,
      subscription_code: full.subscription_code,
      email_token: full.email_token,
      amount: full.amount,
      cron_expression: full.cron_expression,
      next_payment_date: full.next_payment_date,
      open_invoice: null,
      createdAt: full.createdAt,
      integration: INTEGRATION,
      plan: {
        ...planSummaryJson(plan),
        domain: 'test',
        integration: INTEGRATION,
        createdAt: plan.createdAt,
        updatedAt: plan.updatedAt,
      },
      authorization: { ...full.authorization, reusable: 1 },
      customer: { ...full.customer, metadata: '' },
      invoice_limit: 0,
      split_code: null,
      payments_count: payments.length,
      most_recent_invoice: null,
      metadata: null,
    };
  }

  app.get<{ Params: { code: string } }>('/sandbox/paystack/customer/:code', async (request) => ({
    status: true,
    message: 'Customer retrieved',
    data: await customerOut(request.params.code),
  }));

  app.get('/sandbox/paystack/subscription', async (request) => {
    const { perPage, page, plan, customer, from, to } = parse(ZQuery, request.query, 'query');
    const plans = await store.list<TPlanRecord>('plan');
    const customers = await store.list<TCustomerRecord>('customer');
    const planCode = plans.find((p) => p.id === plan)?.plan_code;
    const customerCode = customers.find((c) => c.id === customer)?.customer_code;
    const after = from ? Date.parse(from) : Number.NEGATIVE_INFINITY;
    const before = to ? Date.parse(to) : Number.POSITIVE_INFINITY;
    const all = (await store.list<TSubscriptionRecord>('subscription'))
      .filter(
        (s) =>
          (plan === undefined || s.plan_code === planCode) &&
          (customer === undefined || s.customer_code === customerCode) &&
          Date.parse(s.createdAt) >= after &&
          Date.parse(s.createdAt) <= before,
      )
      .reverse();
    const skipped = (page - 1) * perPage;
    return {
      status: true,
      message: 'Subscriptions retrieved',
      data: await Promise.all(all.slice(skipped, skipped + perPage).map(listedSubscription)),
      meta: {
        total: all.length,
        skipped,
        perPage,
        page,
        pageCount: Math.max(1, Math.ceil(all.length / perPage)),
      },
    };
  });
}
