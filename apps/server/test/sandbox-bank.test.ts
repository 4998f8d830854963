import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { freeLearner, SANDBOX_TEST_ENV } from './billing-helpers.ts';
import { loadPaystackSchemas } from './paystack-openapi.ts';

/**
 * Instant EFT and Capitec Pay in the sandbox (issue 43): a single payment in rand can be made
 * from the bank, which approves, declines, or answers later (the payment pending meanwhile);
 * the transaction records its channel; a bank payment never starts a subscription and its
 * authorization is never reusable.
 */
let app: TTestApp;
let openapi: Awaited<ReturnType<typeof loadPaystackSchemas>>;
beforeAll(async () => {
  app = await buildTestApp({ env: SANDBOX_TEST_ENV });
  openapi = await loadPaystackSchemas();
});
afterAll(() => app.cleanup());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const paystack = (url: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({
    method,
    url: `/sandbox/paystack${url}`,
    headers: { authorization: `Bearer ${app.payments.webhookSecret}`, accept: 'application/json' },
  });

/** A free learner's checkout for `what`: the learner, its client and the checkout page's path. */
async function checkoutFor(what: 'offer' | 'builderm') {
  const learner = await freeLearner(app);
  const started = await learner.client.subscribe(what);
  expect(started.status).toBe(200);
  const path = new URL(started.body.authorization_url).pathname;
  return { ...learner, path, reference: started.body.reference as string };
}

/** The learner answers at the bank's step; answers where the learner is sent back to. */
async function atBank(path: string, channel: string, answer: string) {
  const page = await app.inject({ url: `${path}/bank/${channel}` });
  expect(page.statusCode).toBe(200);
  const res = await app.inject({
    method: 'POST',
    url: `${path}/bank/${channel}/${answer}`,
    headers: form,
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  await app.paymentsSandbox?.idle();
  return String(res.headers.location);
}

describe('paying from the bank in the sandbox', () => {
  it('offers the card, Instant EFT and Capitec Pay for the offer, and only the card for a subscription', async () => {
    const offer = await checkoutFor('offer');
    const page = (await app.inject({ url: offer.path })).body;
    expect(page).toContain('4081');
    expect(page).toContain('Pay with Instant EFT');
    expect(page).toContain('Pay with Capitec Pay');

    const sub = await checkoutFor('builderm');
    const subPage = (await app.inject({ url: sub.path })).body;
    expect(subPage).toContain('4081');
    expect(subPage).not.toContain('Pay with Instant EFT');
    // Not even by its address: Paystack renews only cards.
    expect((await app.inject({ url: `${sub.path}/bank/eft` })).statusCode).toBe(400);
    const refused = await app.inject({
      method: 'POST',
      url: `${sub.path}/bank/eft/approve`,
      headers: form,
      payload: '',
    });
    expect(refused.statusCode).toBe(400);
    expect((await sub.client.me()).body.role).toBe('free');
  });

  it('approved by Capitec Pay: the offer is paid at once, recorded as capitec_pay, with no card kept', async () => {
    const { client, path, reference } = await checkoutFor('offer');
    const back = await atBank(path, 'capitec_pay', 'approve');
    expect(back).toContain(`reference=${reference}`);
    expect((await client.payment(reference)).body.status).toBe('success');
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });

    const verified = await paystack(`/transaction/verify/${reference}`);
    const check = openapi.schema('schemas/VerifyResponse');
    expect(check(verified.json()) ? '' : openapi.ajv.errorsText(check.errors)).toBe('');
    expect(verified.json().data).toMatchObject({
      status: 'success',
      channel: 'capitec_pay',
      authorization: { channel: 'capitec_pay', reusable: false, bank: 'Capitec Bank' },
    });
    // No card is kept for it: nothing can be charged again.
    expect((await client.customer()).body.authorizations).toEqual([]);
  });

  it('declined at the bank: nothing is paid and nothing opens', async () => {
    const { client, path, reference } = await checkoutFor('offer');
    await atBank(path, 'eft', 'decline');
    const verified = (await paystack(`/transaction/verify/${reference}`)).json().data;
    expect(verified).toMatchObject({ status: 'failed', channel: 'eft' });
    expect((await client.me()).body.role).toBe('free');
  });

  it('left before the bank answered: pending, then paid when the bank confirms later by webhook', async () => {
    const { client, path, reference } = await checkoutFor('offer');
    await atBank(path, 'eft', 'leave');
    expect((await paystack(`/transaction/verify/${reference}`)).json().data).toMatchObject({
      status: 'pending',
      channel: 'eft',
    });
    const waiting = await client.payment(reference);
    expect(waiting.body).toMatchObject({
      status: 'pending',
      message: 'Waiting for Paystack to confirm your payment',
    });
    expect((await client.me()).body.role).toBe('free');
    // The sandbox's control page lists it with the bank's two answers.
    const control = await app.inject({ url: '/sandbox/paystack' });
    expect(control.body).toContain('Bank payments waiting');
    expect(control.body).toContain(reference);

    const confirmed = await paystack(`/bank/${reference}/success`, 'POST');
    expect(confirmed.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    expect((await client.payment(reference)).body.status).toBe('success');
    // Settled once: a second answer is refused.
    expect((await paystack(`/bank/${reference}/failed`, 'POST')).statusCode).toBe(400);
  });

  it('left, then refused by the bank: the learner keeps what they had', async () => {
    const { client, path, reference } = await checkoutFor('offer');
    await atBank(path, 'capitec_pay', 'leave');
    expect((await paystack(`/bank/${reference}/failed`, 'POST')).statusCode).toBe(200);
    await app.paymentsSandbox?.idle();
    expect((await paystack(`/transaction/verify/${reference}`)).json().data.status).toBe('failed');
    expect((await client.payment(reference)).body.status).toBe('failed');
    expect((await client.me()).body.role).toBe('free');
  });

  it('refuses a channel the initialize call left out, and an unknown channel or answer', async () => {
    const email = `bank-${Date.now()}@example.com`;
    const started = await app.payments.client.initializeTransaction({
      email,
      amount: 50_000,
      currency: 'ZAR',
      reference: `bank-only-card-${Date.now()}`,
      callback_url: 'http://localhost:3000/subscription/complete',
      channels: ['card', 'eft'],
    });
    const path = new URL(started.authorization_url).pathname;
    const page = (await app.inject({ url: path })).body;
    expect(page).toContain('Pay with Instant EFT');
    expect(page).not.toContain('Pay with Capitec Pay');
    expect((await app.inject({ url: `${path}/bank/capitec_pay` })).statusCode).toBe(400);
    expect((await app.inject({ url: `${path}/bank/paypal` })).statusCode).toBe(404);
    const odd = await app.inject({
      method: 'POST',
      url: `${path}/bank/eft/maybe`,
      headers: form,
      payload: '',
    });
    expect(odd.statusCode).toBe(404);
  });
});
