import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SandboxError, type TSandboxEngine } from './engine.ts';
import { PAYSTACK_ERRORS, parse, paystackErrorBody } from './errors.ts';
import type { TSandboxLevers } from './levers.ts';
import { code, planJson, subscriptionCreatedJson, type TPlanRecord } from './records.ts';

/** Paystack accepts amounts as numbers or digit strings. */
const ZAmount = z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)]);

/** Paystack's currencies (openapi.yaml); a merchant has only some of them enabled. */
export const PAYSTACK_CURRENCIES = ['GHS', 'KES', 'NGN', 'ZAR', 'USD'] as const;
const NOT_ENABLED = 'Currency not supported by merchant';

const ZInitialize = z.object({
  email: z.email(),
  amount: ZAmount,
  currency: z.enum(PAYSTACK_CURRENCIES).default('ZAR'),
  // openapi.yaml, transaction initialize: "Only -, ., = and alphanumeric characters allowed."
  reference: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9.=-]+$/, 'Only -, ., = and alphanumeric characters allowed')
    .optional(),
  callback_url: z.url().optional(),
  plan: z.string().optional(),
  metadata: z.unknown().optional(),
  // openapi.yaml's enum, with Capitec Pay (a channel of South African merchants in Paystack's
  // own documentation, not yet in its OpenAPI file).
  channels: z
    .array(
      z.enum(['card', 'bank', 'ussd', 'qr', 'eft', 'mobile_money', 'bank_transfer', 'capitec_pay']),
    )
    .optional(),
});
const ZPlanCreate = z.object({
  name: z.string().min(1),
  amount: ZAmount,
  interval: z.enum(['daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually']),
  currency: z.string().default('ZAR'),
});
const ZSubscriptionCreate = z.object({
  customer: z.string().min(1),
  plan: z.string().min(1),
  authorization: z.string().optional(),
  /** The first debit (ISO 8601); without it the card is charged now. */
  start_date: z.iso.datetime({ offset: true }).optional(),
});
const ZToggle = z.object({ code: z.string().min(1), token: z.string().min(1) });

const ok = (message: string, data?: unknown) =>
  data === undefined ? { status: true, message } : { status: true, message, data };

/**
 * The sandbox's Paystack API, under /sandbox/paystack: the endpoints our client uses, with
 * Paystack's request checks, answers and errors. Every call needs the sandbox secret key.
 */
export function registerSandboxApi(
  app: FastifyInstance,
  options: {
    engine: TSandboxEngine;
    secretKey: string;
    publicUrl: string;
    /** What this merchant may charge in (SANDBOX_CURRENCIES); Paystack refuses the rest. */
    currencies: readonly string[];
    levers: TSandboxLevers;
    /** How long an answer armed to time out is held: longer than the client waits. */
    timeoutAnswerMs: number;
  },
) {
  const { engine } = options;
  const enabled = (currency: string) => {
    if (!options.currencies.includes(currency.toUpperCase())) {
      throw new SandboxError(400, NOT_ENABLED);
    }
  };
  const expected = Buffer.from(`Bearer ${options.secretKey}`);

  app.addHook('onRequest', async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).send(paystackErrorBody('Invalid key', PAYSTACK_ERRORS.invalidKey));
    }
  });

  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    if (error instanceof SandboxError) {
      return reply.status(error.statusCode).send(paystackErrorBody(error.message, error.kind));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      return reply
        .status(status)
        .send(paystackErrorBody(error.message, new SandboxError(status, '').kind));
    }
    request.log.error({ err: error }, 'sandbox error');
    return reply.status(500).send(paystackErrorBody('Sandbox error', PAYSTACK_ERRORS.unknown));
  });

  app.post('/sandbox/paystack/transaction/initialize', async (request) => {
    const body = parse(ZInitialize, request.body);
    enabled(body.currency);
    const tx = await engine.initialize({
      email: body.email,
      amount: body.amount,
      currency: body.currency,
      reference: body.reference ?? code('', 12),
      callback_url: body.callback_url ?? null,
      plan: body.plan ?? null,
      metadata: body.metadata ?? null,
      channels: body.channels ?? null,
    });
    return ok('Authorization URL created', {
      authorization_url: `${options.publicUrl}/sandbox/paystack/checkout/${tx.access_code}`,
      access_code: tx.access_code,
      reference: tx.reference,
    });
  });

  app.get<{ Params: { reference: string } }>(
    '/sandbox/paystack/transaction/verify/:reference',
    async (request) => {
      const tx = await engine.store.get<Parameters<typeof engine.transactionOut>[0]>(
        'transaction',
        request.params.reference,
      );
      if (!tx) {
        throw new SandboxError(404, 'Transaction not found', PAYSTACK_ERRORS.transactionNotFound);
      }
      return ok('Verification successful', await engine.transactionOut(tx));
    },
  );

  app.get('/sandbox/paystack/plan', async (request) => {
    const all = await engine.store.list<TPlanRecord>('plan');
    const query = request.query as { perPage?: string; page?: string };
    const perPage = Math.min(Math.max(Number(query.perPage) || 50, 1), 100);
    const page = Math.max(Number(query.page) || 1, 1);
    const plans = all.slice((page - 1) * perPage, page * perPage);
    return {
      ...ok(
        'Plans retrieved',
        plans.map((p) => ({
          subscriptions: [],
          pages: [],
          ...planJson(p),
          total_subscriptions: 0,
          active_subscriptions: 0,
          total_subscriptions_revenue: 0,
        })),
      ),
      meta: {
        total: all.length,
        skipped: (page - 1) * perPage,
        perPage,
        page,
        pageCount: Math.max(1, Math.ceil(all.length / perPage)),
      },
    };
  });

  app.post('/sandbox/paystack/plan', async (request) => {
    const body = parse(ZPlanCreate, request.body);
    enabled(body.currency);
    return ok('Plan created', planJson(await engine.createPlan(body)));
  });

  app.post('/sandbox/paystack/subscription', async (request) => {
    const body = parse(ZSubscriptionCreate, request.body);
    // The sandbox page's levers: a refusal in Paystack's error shape, or a subscription that
    // is created and charged (its webhooks go out) while the answer comes too late.
    const lever = options.levers.takeSubscription();
    if (lever === 'fail') throw new SandboxError(400, 'Declined');
    const created = await engine.subscribe(body);
    if (lever === 'timeout') await new Promise((r) => setTimeout(r, options.timeoutAnswerMs));
    return ok(
      'Subscription successfully created',
      subscriptionCreatedJson(created.sub, created.plan, created.customer, created.auth),
    );
  });

  app.get<{ Params: { code: string } }>('/sandbox/paystack/subscription/:code', async (request) => {
    const sub = await engine.store.get<Parameters<typeof engine.subscriptionOut>[0]>(
      'subscription',
      request.params.code,
    );
    if (!sub) throw new SandboxError(404, 'Subscription not found');
    return ok('Subscription retrieved successfully', await engine.subscriptionOut(sub));
  });

  app.post('/sandbox/paystack/subscription/disable', async (request) => {
    const together = options.levers.takeDisableTogether();
    await engine.setSubscriptionState(parse(ZToggle, request.body), 'disable', together);
    return ok('Subscription disabled successfully');
  });

  app.post('/sandbox/paystack/subscription/enable', async (request) => {
    await engine.setSubscriptionState(parse(ZToggle, request.body), 'enable');
    return ok('Subscription enabled successfully');
  });
}
