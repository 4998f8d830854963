import type { Ajv, ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { injectFetch } from '../src/payments/inject-fetch.ts';
import { createPaystackClient, type TFetch } from '../src/payments/paystack-client.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { checkout } from './billing-helpers.ts';
import { loadPaystackSchemas } from './paystack-openapi.ts';

/**
 * Contract: every request our Paystack client sends must fit Paystack's own request schema and
 * every answer of the sandbox must fit Paystack's response schema (shared/paystack/openapi.yaml).
 */
let app: TTestApp;
let ajv: Ajv;
let schema: (pointer: string) => ValidateFunction;
let responseSchema: (name: string) => ValidateFunction;
withTestApp({}, async (built) => {
  app = built;
  ({ ajv, schema, responseSchema } = await loadPaystackSchemas());
});

/** Which schemas each call of ours must fit: [request schema | null, response schema]. */
const CONTRACT: [RegExp, string | null, () => ValidateFunction][] = [
  [
    /^POST \/transaction\/initialize$/,
    'TransactionInitialize',
    () => schema('schemas/TransactionInitializeResponse'),
  ],
  [/^GET \/transaction\/verify\/[^/]+$/, null, () => schema('schemas/VerifyResponse')],
  [/^GET \/plan\?/, null, () => responseSchema('PlanListSuccess')],
  [/^POST \/plan$/, 'PlanCreate', () => responseSchema('PlanCreateSuccess')],
  [
    /^POST \/subscription$/,
    'SubscriptionCreate',
    () => responseSchema('SubscriptionCreateSuccess'),
  ],
  [
    /^POST \/subscription\/disable$/,
    'SubscriptionToggle',
    () => responseSchema('SubscriptionDisableSuccess'),
  ],
  [/^POST \/subscription\/enable$/, 'SubscriptionToggle', () => responseSchema('Ok')],
  [/^GET \/subscription\/[^/]+$/, null, () => responseSchema('SubscriptionFetchSuccess')],
  [/^GET \/subscription\/[^/]+\/manage\/link$/, null, () => responseSchema('Ok')],
  [/^POST \/refund$/, 'RefundCreate', () => responseSchema('RefundCreateSuccess')],
  [/^GET \/refund\?/, null, () => responseSchema('RefundListSuccess')],
];

describe("the Paystack client and the sandbox against Paystack's OpenAPI file", () => {
  it('send and answer only what the contract allows', async () => {
    const seen = new Set<string>();
    const problems: string[] = [];
    const base = injectFetch(app);
    const recording: TFetch = async (input, init) => {
      const url = new URL(input);
      const call = `${init?.method ?? 'GET'} ${url.pathname.replace('/sandbox/paystack', '')}${url.search}`;
      const rule = CONTRACT.find(([pattern]) => pattern.test(call));
      if (!rule) throw new Error(`no contract for ${call}`);
      if (rule[1]) {
        const check = schema(`schemas/${rule[1]}`);
        if (!check(JSON.parse(String(init?.body))))
          problems.push(`${call} request: ${ajv.errorsText(check.errors)}`);
      }
      const res = await base(input, init);
      const check = rule[2]();
      if (!check(await res.clone().json()))
        problems.push(`${call} response: ${ajv.errorsText(check.errors)}`);
      seen.add(rule[0].source);
      return res;
    };
    const client = createPaystackClient({
      secretKey: app.payments.webhookSecret,
      baseUrl: 'http://localhost:3000/sandbox/paystack',
      timeoutMs: 5000,
      fetch: recording,
    });

    const plan = await client.createPlan({
      name: 'Contract plan',
      amount: 30_000,
      interval: 'monthly',
      currency: 'ZAR',
    });
    await client.listPlans();
    const started = await client.initializeTransaction({
      email: 'contract@example.com',
      amount: plan.amount,
      currency: 'ZAR',
      reference: 'contract-ref-1',
      callback_url: 'http://localhost:3000/subscription/complete',
      plan: plan.plan_code,
      metadata: { purpose: 'contract' },
    });
    await checkout(app, started.authorization_url, 'pay');
    const verified = await client.verifyTransaction('contract-ref-1');
    expect(verified).toMatchObject({ status: 'success', amount: 30_000, currency: 'ZAR' });
    const sub = await client.createSubscription({
      customer: 'contract@example.com',
      plan: plan.plan_code,
      authorization: verified.authorization?.authorization_code ?? '',
    });
    const link = await client.manageLink(sub.subscription_code);
    expect(link.link).toMatch(/^http:\/\/localhost:3000\/sandbox\/paystack\/manage\//);
    const refunded = await client.refund({ transaction: 'contract-ref-1', amount: 10_000 });
    expect(refunded.amount).toBe(10_000);
    const listed = await client.listRefunds({ from: new Date(Date.now() - 60_000) });
    expect(listed).toMatchObject([{ transaction_reference: 'contract-ref-1', amount: 10_000 }]);
    expect(await client.listRefunds({ to: new Date(Date.now() - 60_000) })).toEqual([]);
    const fetched = await client.fetchSubscription(sub.subscription_code);
    expect(fetched.email_token).toBe(sub.email_token);
    await client.disableSubscription({ code: sub.subscription_code, token: sub.email_token });
    await client.enableSubscription({ code: sub.subscription_code, token: sub.email_token });
    await app.paymentsSandbox?.idle();

    expect(problems).toEqual([]);
    expect(seen.size).toBe(CONTRACT.length);
  });

  it('answers the calls our client does not make, and every refusal, in Paystack’s shapes', async () => {
    const sandbox = async (
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
      key = app.payments.webhookSecret,
    ) => {
      const res = await app.inject({
        method,
        url: `/sandbox/paystack${url}`,
        headers: { authorization: `Bearer ${key}` },
        ...(payload ? { payload } : {}),
      });
      return { status: res.statusCode, body: res.json() };
    };
    const problems: string[] = [];
    const fits = (what: string, pointer: string, body: unknown) => {
      const check = schema(pointer);
      if (!check(body)) problems.push(`${what}: ${ajv.errorsText(check.errors)}`);
    };
    await app.paymentsSandbox?.subscribe(
      'contract-list@example.com',
      (
        await app.payments.client.createPlan({
          name: 'Contract list plan',
          amount: 20_000,
          interval: 'monthly',
          currency: 'ZAR',
        })
      ).plan_code,
    );
    const customer = await sandbox('GET', '/customer/contract-list@example.com');
    expect(customer.status).toBe(200);
    fits('GET /customer/:code', 'schemas/CustomerFetchResponse', customer.body);
    const list = await sandbox('GET', `/subscription?customer=${customer.body.data.id}`);
    expect(list.body.data).toHaveLength(1);
    fits(
      'GET /subscription',
      'responses/SubscriptionListSuccess/content/application~1json/schema',
      list.body,
    );
    const [refund] = await app.payments.client.listRefunds();
    const fetched = await sandbox('GET', `/refund/${refund?.id}`);
    fits(
      'GET /refund/:id',
      'responses/RefundFetchSuccess/content/application~1json/schema',
      fetched.body,
    );

    // openapi.yaml's own error example (TransactionInitializeBadRequestModel) has the shape
    // every refusal takes; its `Error` schema puts the `type` values on `code` (ADR 033).
    const refusals = [
      await sandbox('GET', '/transaction/verify/no-such-reference'),
      await sandbox('POST', '/refund', { transaction: 'no-such-reference' }),
      await sandbox('POST', '/refund', { transaction: 'contract-ref-1', amount: 10_000_000 }),
      await sandbox('POST', '/subscription/disable', { code: 'SUB_none', token: 'wrong' }),
      await sandbox('GET', '/subscription/SUB_none'),
      await sandbox('GET', '/subscription?perPage=none'),
      await sandbox('POST', '/transaction/initialize', { email: 'not an email', amount: 1 }),
      await sandbox('GET', '/plan', undefined, 'sk_test_wrong'),
    ];
    expect(refusals.map((r) => r.status)).toEqual([404, 400, 400, 400, 404, 400, 400, 401]);
    for (const { body } of refusals) {
      fits(`refusal ${body.message}`, 'schemas/TransactionInitializeBadRequestModel', body);
      expect(Object.keys(body).sort()).toEqual(['code', 'message', 'meta', 'status', 'type']);
      expect(body.status).toBe(false);
    }
    expect(problems).toEqual([]);
  });
});
