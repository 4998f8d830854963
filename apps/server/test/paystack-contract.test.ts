import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { injectFetch } from '../src/payments/inject-fetch.ts';
import { createPaystackClient, type TFetch } from '../src/payments/paystack-client.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { checkout } from './billing-helpers.ts';

/**
 * Contract: every request our Paystack client sends must fit Paystack's own request schema and
 * every answer of the sandbox must fit Paystack's response schema (shared/paystack/openapi.yaml).
 */
let app: TTestApp;
let ajv: Ajv;
beforeAll(async () => {
  app = await buildTestApp();
  const doc = parse(
    await readFile(join(import.meta.dirname, 'fixtures/paystack/openapi.yaml'), 'utf8'),
  );
  // OpenAPI 3.0 schemas are JSON Schema plus `nullable` and `example`, which Ajv accepts unstrict.
  ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  ajv.addSchema({ $id: 'paystack', components: typelessNullable(doc.components) });
});
afterAll(() => app.cleanup());

/**
 * OpenAPI 3.0 allows `nullable: true` on a schema without a type (any value, null included);
 * Ajv wants a type beside it. Dropping the keyword there keeps the same meaning.
 */
function typelessNullable(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(typelessNullable);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'nullable' && !('type' in node)) continue;
    out[key] = typelessNullable(value);
  }
  return out;
}

const schema = (pointer: string): ValidateFunction => {
  const found = ajv.getSchema(`paystack#/components/${pointer}`);
  if (!found) throw new Error(`no schema at ${pointer}`);
  return found;
};
const responseSchema = (name: string) =>
  schema(`responses/${name}/content/application~1json/schema`);

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
});
