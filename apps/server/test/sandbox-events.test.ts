import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { paymentEvent } from '../src/db/schema.ts';
import { PaymentProviderError } from '../src/payments/paystack-client.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import {
  learnerClient,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribeAndPay,
  subscribedLearner,
} from './billing-helpers.ts';

/**
 * The sandbox is faithful: every event it sends has exactly the fields of Paystack's own sample
 * for that event (shared/paystack/webhook-samples), and it refuses what Paystack refuses.
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const fixtures = join(import.meta.dirname, 'fixtures/paystack');

/** Paystack's sample body for each event name. */
async function samples(): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  for (const file of (await readdir(fixtures)).filter((f) => f.endsWith('.json'))) {
    const body = JSON.parse(await readFile(join(fixtures, file), 'utf8'));
    out.set(body.event, body.data);
  }
  return out;
}

/**
 * An invoice with no charge yet carries `transaction: {}` (Paystack's invoice.payment_failed
 * sample); the sandbox sends invoice.create before the renewal charge, so its invoice has none.
 */
const NO_CHARGE_YET = new Set(['invoice.create.transaction']);

/**
 * Where `ours` differs in shape from `sample`: fields missing or extra, at every depth. An empty
 * object or list in the sample (`plan: {}` of a charge without a plan) says nothing about fields.
 */
function shapeDiff(sample: unknown, ours: unknown, path: string, out: string[]) {
  const empty = ours && typeof ours === 'object' && Object.keys(ours).length === 0;
  if (empty && NO_CHARGE_YET.has(path)) return;
  if (Array.isArray(sample)) {
    if (!Array.isArray(ours)) out.push(`${path}: not a list`);
    else if (sample.length > 0 && ours.length > 0) shapeDiff(sample[0], ours[0], `${path}[0]`, out);
    return;
  }
  if (!sample || typeof sample !== 'object' || Object.keys(sample).length === 0) return;
  if (!ours || typeof ours !== 'object') {
    out.push(`${path}: ${JSON.stringify(ours)} where the sample has an object`);
    return;
  }
  const theirs = Object.keys(sample);
  const mine = Object.keys(ours);
  for (const key of theirs.filter((k) => !mine.includes(k))) out.push(`${path}.${key} missing`);
  for (const key of mine.filter((k) => !theirs.includes(k))) out.push(`${path}.${key} extra`);
  for (const key of theirs.filter((k) => mine.includes(k))) {
    shapeDiff(
      (sample as Record<string, unknown>)[key],
      (ours as Record<string, unknown>)[key],
      `${path}.${key}`,
      out,
    );
  }
}

const control = (code: string, action: string) => sandboxControl(app, code, action);

describe('the sandbox sends events shaped exactly like Paystack’s samples', () => {
  it('for every event it sends', async () => {
    // Checkout (charge.success with a plan, subscription.create), then the renewal controls.
    const renewing = await subscribedLearner(app, 'builderm');
    await control(renewing.code, 'renew-success'); // invoice.create, charge.success, invoice.update
    await control(renewing.code, 'renew-failure'); // invoice.create, invoice.payment_failed
    await control(renewing.code, 'expiring-cards');
    const leaving = await subscribedLearner(app, 'starterm');
    expect((await leaving.client.cancel()).status).toBe(200); // subscription.not_renew
    await app.paymentsSandbox?.idle();
    await control(leaving.code, 'end-period'); // subscription.disable
    // The offer: charge.success without a plan.
    const buyer = learnerClient(app, await signInAs(app, 'free'));
    await subscribeAndPay(app, buyer, 'offer');

    const sent = await app.db.select().from(paymentEvent);
    const expected = await samples();
    const problems: string[] = [];
    for (const row of sent) {
      const sample = expected.get(row.event);
      expect(sample, `a sample for ${row.event}`).toBeDefined();
      shapeDiff(sample, (row.payload as { data: unknown }).data, row.event, problems);
    }
    expect(problems).toEqual([]);
    expect(new Set(sent.map((r) => r.event))).toEqual(new Set(expected.keys()));
    // Paystack's subscription.create has no email token: we learned it by fetching.
    const create = sent.find((r) => r.event === 'subscription.create');
    expect(JSON.stringify(create?.payload)).not.toContain('email_token');
  });
});

describe('the sandbox refuses what Paystack refuses', () => {
  const start = (over: { reference?: string; currency?: string }) =>
    app.payments.client.initializeTransaction({
      email: 'refusals@example.com',
      amount: 2700,
      currency: over.currency ?? 'ZAR',
      reference: over.reference ?? `ok-${Date.now()}`,
      callback_url: 'http://localhost:3000/subscription/complete',
    });

  it('references with characters outside -, ., = and letters or digits', async () => {
    for (const reference of ['tb_abc', 'a b', 'x/y', 'ü']) {
      const error = await start({ reference }).catch((e: unknown) => e);
      expect(error, reference).toBeInstanceOf(PaymentProviderError);
      expect((error as Error).message).toBe(
        'reference: Only -, ., = and alphanumeric characters allowed',
      );
    }
    await expect(start({ reference: 'tb-1.2=3' })).resolves.toMatchObject({
      reference: 'tb-1.2=3',
    });
  });

  it('currencies the merchant has not enabled (SANDBOX_CURRENCIES, default ZAR)', async () => {
    const zarOnly = await buildTestApp();
    try {
      const error = await zarOnly.payments.client
        .initializeTransaction({
          email: 'usd@example.com',
          amount: 2700,
          currency: 'USD',
          reference: 'usd-1',
          callback_url: 'http://localhost:3000/subscription/complete',
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentProviderError);
      expect((error as PaymentProviderError).message).toBe('Currency not supported by merchant');
      expect((error as PaymentProviderError).status).toBe(400);
    } finally {
      await zarOnly.cleanup();
    }
    await expect(start({ currency: 'USD' })).resolves.toMatchObject({});
  });
});
