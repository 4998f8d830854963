import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { freeLearner } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * A pass paid by Instant EFT through a faked Paystack (issue 43): our real Paystack client talks
 * to a local server that answers with Paystack's own published shapes (the charge.success sample
 * of shared/paystack, kept in fixtures/paystack), so the pass works against what Paystack sends,
 * not against our sandbox's idea of it. The bank's answer is late: verify says pending until the
 * webhook confirms.
 */
const sample = JSON.parse(
  readFileSync(join(import.meta.dirname, 'fixtures/paystack/transaction-successful.json'), 'utf8'),
) as { event: string; data: Record<string, unknown> & { customer: object; authorization: object } };

const initialized: Record<string, unknown>[] = [];
const state = new Map<string, { status: string; amount: number; email: string }>();
let fake: Server;
let app: TTestApp;

/** Paystack's transaction for `reference` as verify and charge.success carry it, paid by EFT. */
function transaction(reference: string) {
  const t = state.get(reference);
  return {
    ...sample.data,
    reference,
    status: t?.status ?? 'abandoned',
    amount: t?.amount ?? 0,
    currency: 'ZAR',
    channel: 'eft',
    gateway_response: t?.status === 'success' ? 'Approved' : 'Transaction ongoing',
    paid_at: t?.status === 'success' ? new Date().toISOString() : null,
    customer: { ...sample.data.customer, email: t?.email, customer_code: 'CUS_eftlearner' },
    // A bank payment's authorization: no card in it, never reusable.
    authorization: {
      ...sample.data.authorization,
      authorization_code: 'AUTH_eft0001',
      bin: null,
      last4: null,
      exp_month: null,
      exp_year: null,
      card_type: '',
      brand: '',
      channel: 'eft',
      reusable: false,
    },
    plan: {},
  };
}

const body = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
};

beforeAll(async () => {
  fake = createServer(async (req, res) => {
    const send = (status: number, json: object) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (req.method === 'POST' && req.url === '/transaction/initialize') {
      const input = await body(req);
      initialized.push(input);
      state.set(String(input.reference), {
        status: 'ongoing',
        amount: Number(input.amount),
        email: String(input.email),
      });
      return send(200, {
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: 'https://checkout.paystack.com/0peioxfhpn',
          access_code: '0peioxfhpn',
          reference: input.reference,
        },
      });
    }
    const verify = req.url?.match(/^\/transaction\/verify\/(.+)$/);
    if (req.method === 'GET' && verify) {
      const reference = decodeURIComponent(verify[1] ?? '');
      return send(200, {
        status: true,
        message: 'Verification successful',
        data: transaction(reference),
      });
    }
    send(404, { status: false, message: 'Not found' });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const { port } = fake.address() as AddressInfo;
  app = await buildTestApp({
    env: {
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_passes_fake',
      PAYSTACK_BASE_URL: `http://127.0.0.1:${port}`,
    },
  });
});
afterAll(async () => {
  await app?.cleanup();
  await new Promise((resolve) => fake.close(resolve));
});

describe('a pass paid by Instant EFT at Paystack', () => {
  it('is one payment with every channel open, pending until the bank confirms by webhook', async () => {
    const { client, email } = await freeLearner(app);
    const started = await client.buyPass('pass-builder-3');
    expect(started.status).toBe(200);
    expect(started.body.authorization_url).toBe('https://checkout.paystack.com/0peioxfhpn');
    const reference = started.body.reference as string;
    // No plan (it never renews) and no channels (every one the merchant has is offered).
    const sent = initialized.find((i) => i.reference === reference);
    expect(sent).toMatchObject({ email, amount: 90_000, currency: 'ZAR' });
    expect(sent).not.toHaveProperty('plan');
    expect(sent).not.toHaveProperty('channels');

    // The learner comes back before the bank answers: Paystack says the payment is ongoing.
    expect((await client.payment(reference)).body.status).toBe('pending');
    expect((await client.me()).body.role).toBe('free');

    // The bank approves; Paystack sends charge.success (its own sample, paid by EFT).
    const pending = state.get(reference);
    if (pending) pending.status = 'success';
    const hook = await postSignedWebhook(app, {
      event: 'charge.success',
      data: transaction(reference),
    });
    expect(hook.statusCode).toBe(200);
    await expect
      .poll(async () => (await client.payment(reference)).body.status, { timeout: 10_000 })
      .toBe('success');
    expect((await client.me()).body.role).toBe('builder');
    expect((await client.customer()).body.pass.text).toMatch(/^Builder pass — until /);
    const [row] = await app.db.select().from(checkout).where(eq(checkout.reference, reference));
    expect(row).toMatchObject({ status: 'success', channel: 'eft', amount: 90_000 });
    // A bank authorization is never kept as a card.
    expect((await client.customer()).body.authorizations).toEqual([]);
  });
});
