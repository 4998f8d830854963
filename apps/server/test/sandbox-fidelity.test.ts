import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvent } from '../src/db/schema.ts';
import { PaymentProviderError } from '../src/payments/paystack-client.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { checkout, SANDBOX_TEST_ENV } from './billing-helpers.ts';
import { loadPaystackSchemas } from './paystack-openapi.ts';

/**
 * The sandbox behaves as Paystack does, by Paystack's OpenAPI file and sample webhooks: refunds
 * settle after being queued (and can fail), a subscription create can fail or time out, the
 * events of a renewal and a cancellation come in Paystack's order, schedules keep their day and
 * name the month, and every authorization is the 4081 test card.
 */
let app: TTestApp;
let openapi: Awaited<ReturnType<typeof loadPaystackSchemas>>;
beforeAll(async () => {
  // A 2 s client time limit, so the armed timeout is quick; refunds settle after 0.2 s.
  app = await buildTestApp({ env: { ...SANDBOX_TEST_ENV, PAYSTACK_TIMEOUT_MS: '2000' } });
  openapi = await loadPaystackSchemas();
});
afterAll(() => app.cleanup());

const sandbox = (url: string, method: 'GET' | 'POST' = 'GET') =>
  app.inject({
    method,
    url: `/sandbox/paystack${url}`,
    headers: { authorization: `Bearer ${app.payments.webhookSecret}`, accept: 'application/json' },
  });
const lever = async (url: string) => {
  const res = await sandbox(url, 'POST');
  expect(res.statusCode, url).toBe(200);
  await app.paymentsSandbox?.idle();
  return res.json().data;
};
const events = async (name?: string) => {
  const rows = await app.db.select().from(paymentEvent).orderBy(asc(paymentEvent.receivedAt));
  return rows
    .filter((r) => !name || r.event === name)
    .map((r) => ({ event: r.event, data: (r.payload as { data: Record<string, unknown> }).data }));
};

let seq = 0;
/** A Paystack customer who paid for a plan at the checkout: the card is saved. */
async function paidCustomer(interval: 'monthly' | 'annually' = 'monthly') {
  seq += 1;
  const email = `fidelity-${seq}@example.com`;
  const plan = await app.payments.client.createPlan({
    name: `Fidelity ${seq}`,
    amount: 30_000,
    interval,
    currency: 'ZAR',
  });
  const reference = `fid-${seq}-${Date.now()}`;
  const started = await app.payments.client.initializeTransaction({
    email,
    amount: plan.amount,
    currency: 'ZAR',
    reference,
    callback_url: 'http://localhost:3000/subscription/complete',
    plan: plan.plan_code,
  });
  await checkout(app, started.authorization_url, 'pay');
  await app.paymentsSandbox?.idle();
  const verified = await app.payments.client.verifyTransaction(reference);
  const card = verified.authorization?.authorization_code ?? '';
  return { email, plan, reference, card };
}

describe('refunds', () => {
  it('are queued, sent as refund.pending, then processed (or failed, or needing attention)', async () => {
    const { reference } = await paidCustomer();
    const made = await app.payments.client.refund({ transaction: reference, amount: 10_000 });
    expect(made.status).toBe('pending');
    await app.paymentsSandbox?.settled();
    const fetched = await sandbox(`/refund/${(made as { id?: number }).id}`);
    expect(fetched.statusCode).toBe(200);
    expect(openapi.problems('RefundFetchSuccess', fetched.json())).toBe('');
    expect(fetched.json().data).toMatchObject({ status: 'processed', amount: 10_000 });
    expect(fetched.json().data.refunded_at).toEqual(expect.any(String));
    const sent = (await events()).filter((e) => e.event.startsWith('refund.'));
    expect(sent.map((e) => [e.event, e.data.status])).toEqual([
      ['refund.pending', 'pending'],
      ['refund.processed', 'processed'],
    ]);

    await lever('/lever/refund-fails');
    const failing = await app.payments.client.refund({ transaction: reference, amount: 5_000 });
    await app.paymentsSandbox?.settled();
    const failed = (await sandbox(`/refund/${(failing as { id?: number }).id}`)).json();
    expect(failed.data).toMatchObject({ status: 'failed', refunded_at: null });
    expect((await events('refund.failed')).map((e) => e.data.amount)).toEqual([5_000]);

    await lever('/lever/refund-needs-attention');
    const stuck = await app.payments.client.refund({ transaction: reference, amount: 5_000 });
    await app.paymentsSandbox?.settled();
    const attention = (await sandbox(`/refund/${(stuck as { id?: number }).id}`)).json();
    expect(attention.data.status).toBe('needs-attention');

    // A failed refund gave nothing back: the rest of the charge can still be refunded.
    const rest = await app.payments.client.refund({ transaction: reference });
    expect(rest.amount).toBe(30_000 - 10_000 - 5_000);
    await app.paymentsSandbox?.settled();

    const list = await sandbox('/refund?perPage=2&page=1');
    expect(openapi.problems('RefundListSuccess', list.json())).toBe('');
    expect(list.json().meta).toMatchObject({ total: 4, perPage: '2', pageCount: 2 });
    expect(list.json().meta.failedRefundCount).toBe(1);
    expect((await sandbox('/refund/999')).statusCode).toBe(404);
    expect((await sandbox('/refund/abc')).statusCode).toBe(404);
  });

  it('stay pending for SANDBOX_REFUND_DELAY_MS, until the page settles one', async () => {
    const slow = await buildTestApp({
      env: { ...SANDBOX_TEST_ENV, SANDBOX_REFUND_DELAY_MS: '600000' },
    });
    try {
      const plan = await slow.payments.client.createPlan({
        name: 'Slow',
        amount: 20_000,
        interval: 'monthly',
        currency: 'ZAR',
      });
      const started = await slow.payments.client.initializeTransaction({
        email: 'slow@example.com',
        amount: 20_000,
        currency: 'ZAR',
        reference: 'slow-1',
        callback_url: 'http://localhost:3000/subscription/complete',
        plan: plan.plan_code,
      });
      await checkout(slow, started.authorization_url, 'pay');
      const made = (await slow.payments.client.refund({ transaction: 'slow-1' })) as {
        id?: number;
      };
      await slow.paymentsSandbox?.idle();
      const [listed] = await slow.payments.client.listRefunds();
      expect(listed).toMatchObject({ id: made.id, status: 'pending' });
      const page = await slow.inject({ url: '/sandbox/paystack' });
      expect(page.body).toContain(`/sandbox/paystack/refund-control/${made.id}/fail`);
      const res = await slow.inject({
        method: 'POST',
        url: `/sandbox/paystack/refund-control/${made.id}/fail`,
        headers: { accept: 'application/json' },
      });
      expect(res.json().data.status).toBe('failed');
      await slow.paymentsSandbox?.idle();
      const [after] = await slow.payments.client.listRefunds();
      expect(after?.status).toBe('failed');
    } finally {
      await slow.cleanup();
    }
  });
});

describe('POST /subscription, armed on the sandbox page', () => {
  it('fails in Paystack’s error shape', async () => {
    const { email, plan, card } = await paidCustomer();
    await lever('/lever/subscription-fails');
    const error = await app.payments.client
      .createSubscription({ customer: email, plan: plan.plan_code, authorization: card })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect(error).toMatchObject({ status: 400, message: 'Declined' });
    // Used up by that call: the next one works.
    await expect(
      app.payments.client.createSubscription({
        customer: email,
        plan: plan.plan_code,
        authorization: card,
      }),
    ).resolves.toMatchObject({ status: 'active' });
  });

  it('times out after creating and charging: the client gives up, the webhooks still come', async () => {
    const { email, plan, card } = await paidCustomer();
    await lever('/lever/subscription-times-out');
    const before = (await events('subscription.create')).length;
    const error = await app.payments.client
      .createSubscription({ customer: email, plan: plan.plan_code, authorization: card })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentProviderError);
    expect((error as Error).message).toBe('Paystack did not answer within 2 s');
    await app.paymentsSandbox?.idle();
    const created = await events('subscription.create');
    expect(created.length).toBe(before + 1);
    expect(created.at(-1)?.data).toMatchObject({ customer: { email } });
  });
});

describe('subscriptions', () => {
  it('send invoice.create before the renewal charge, and not_renew then disable on cancel', async () => {
    const { email, plan, card } = await paidCustomer();
    const sub = await app.payments.client.createSubscription({
      customer: email,
      plan: plan.plan_code,
      authorization: card,
    });
    await app.paymentsSandbox?.idle();
    const from = (await events()).length;
    await lever(`/control/${sub.subscription_code}/renew-success`);
    const renewal = (await events()).slice(from);
    expect(renewal.map((e) => e.event)).toEqual([
      'invoice.create',
      'charge.success',
      'invoice.update',
    ]);
    const [created, , updated] = renewal;
    expect(created?.data).toMatchObject({ paid: false, status: 'pending', transaction: {} });
    expect(updated?.data).toMatchObject({ paid: true, status: 'success' });
    expect(created?.data.invoice_code).toBe(updated?.data.invoice_code);

    await app.payments.client.disableSubscription({
      code: sub.subscription_code,
      token: sub.email_token,
    });
    await app.paymentsSandbox?.idle();
    const fetched = await app.payments.client.fetchSubscription(sub.subscription_code);
    expect(fetched).toMatchObject({ status: 'non-renewing', next_payment_date: null });
    await lever(`/control/${sub.subscription_code}/end-period`);
    const ending = (await events())
      .filter(
        (e) =>
          e.event.startsWith('subscription.') && e.data.subscription_code === sub.subscription_code,
      )
      .map((e) => [e.event, e.data.status, e.data.next_payment_date === null]);
    expect(ending).toEqual([
      ['subscription.create', 'active', false],
      ['subscription.not_renew', 'non-renewing', true],
      ['subscription.disable', 'complete', false],
    ]);
  });

  it('keep the first payment’s day (the 31st clamps to shorter months) and name the month annually', async () => {
    const { email, plan, card } = await paidCustomer();
    const sub = await app.payments.client.createSubscription({
      customer: email,
      plan: plan.plan_code,
      authorization: card,
      start_date: '2027-01-31T09:30:00.000Z',
    });
    expect(sub.next_payment_date).toBe('2027-01-31T09:30:00.000Z');
    const dates: unknown[] = [];
    for (let i = 0; i < 3; i++) {
      await lever(`/control/${sub.subscription_code}/renew-success`);
      dates.push(
        (await app.payments.client.fetchSubscription(sub.subscription_code)).next_payment_date,
      );
    }
    expect(dates).toEqual([
      '2027-02-28T09:30:00.000Z',
      '2027-03-31T09:30:00.000Z',
      '2027-04-30T09:30:00.000Z',
    ]);
    const monthly = (await sandbox(`/subscription/${sub.subscription_code}`)).json();
    expect(monthly.data.cron_expression).toBe('30 9 31 * *');

    const yearly = await paidCustomer('annually');
    const annual = await app.payments.client.createSubscription({
      customer: yearly.email,
      plan: yearly.plan.plan_code,
      authorization: yearly.card,
      start_date: '2028-02-29T00:00:00.000Z',
    });
    await lever(`/control/${annual.subscription_code}/renew-success`);
    const fetched = (await sandbox(`/subscription/${annual.subscription_code}`)).json();
    expect(fetched.data.cron_expression).toBe('0 0 29 2 *');
    expect(fetched.data.next_payment_date).toBe('2029-02-28T00:00:00.000Z');
    expect(openapi.problems('SubscriptionFetchSuccess', fetched)).toBe('');
  });
});

describe('the test card', () => {
  it('is the same 4081 Visa in every authorization Paystack shows', async () => {
    const a = await paidCustomer();
    const b = await paidCustomer();
    await app.payments.client.createSubscription({
      customer: a.email,
      plan: a.plan.plan_code,
      authorization: a.card,
    });
    await app.paymentsSandbox?.idle();
    const card = {
      bin: '408408',
      last4: '4081',
      exp_month: '12',
      card_type: 'visa DEBIT',
      bank: 'Test Bank',
      country_code: 'NG',
      brand: 'visa',
    };
    const seen: Record<string, unknown>[] = [];
    for (const e of await events()) {
      const auth = (e.data as { authorization?: Record<string, unknown> }).authorization;
      if (auth && Object.keys(auth).length > 0) seen.push(auth);
    }
    for (const who of [a, b]) {
      seen.push((await app.payments.client.verifyTransaction(who.reference)).authorization ?? {});
      const customer = (await sandbox(`/customer/${encodeURIComponent(who.email)}`)).json();
      seen.push(...customer.data.authorizations);
    }
    expect(seen.length).toBeGreaterThan(8);
    for (const auth of seen) expect(auth).toMatchObject(card);
    const full = seen.filter((s) => 'signature' in s);
    expect(new Set(full.map((s) => s.signature)).size).toBe(1);
    expect(full.every((s) => s.reusable === true)).toBe(true);
  });
});
