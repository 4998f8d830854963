import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvent, sandboxRecord } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { checkout, freeLearner, SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';

/**
 * The sandbox answers as Paystack does (ADR 033): refusals in Paystack's error shape and words,
 * a disable with a wrong token refused with 400, List Subscriptions by customer and plan, the
 * customer's fields; and its controls: a cancel that sends not_renew and disable together, a
 * renewal charged only when its payment date comes, a dispute resolved either way, a checkout
 * page in rand without plan codes. (paystack-contract.test.ts checks the schemas.)
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const sandbox = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({
    method,
    url: `/sandbox/paystack${url}`,
    headers: { authorization: `Bearer ${app.payments.webhookSecret}`, accept: 'application/json' },
    ...(payload ? { payload } : {}),
  });
  return { status: res.statusCode, body: res.json() };
};
const events = async (code: string) =>
  (await app.db.select().from(paymentEvent).orderBy(asc(paymentEvent.receivedAt)))
    .map((r) => ({ event: r.event, data: (r.payload as { data: Record<string, unknown> }).data }))
    .filter(
      (e) =>
        e.data.subscription_code === code ||
        (e.data.subscription as { subscription_code?: string } | undefined)?.subscription_code ===
          code,
    );

describe('refusals', () => {
  it('come in Paystack’s shape and words', async () => {
    const { reference } = await subscribedLearner(app, 'offer');
    const notFound = {
      status: false,
      message: 'Transaction not found',
      meta: {
        nextStep:
          "Ensure that you're passing the reference of a transaction that exists on this integration",
      },
      type: 'validation_error',
      code: 'transaction_not_found',
    };
    expect(await sandbox('GET', '/transaction/verify/nope')).toEqual({
      status: 404,
      body: notFound,
    });
    expect(await sandbox('POST', '/refund', { transaction: 'nope' })).toEqual({
      status: 400,
      body: notFound,
    });
    const over = await sandbox('POST', '/refund', {
      transaction: reference,
      amount: app.config.offer.amount + 1,
    });
    expect(over).toMatchObject({
      status: 400,
      body: {
        status: false,
        message: 'Refund amount cannot be greater than initial amount',
        type: 'validation_error',
        code: 'invalid_params',
      },
    });
    const wrongKey = await app.inject({
      url: '/sandbox/paystack/plan',
      headers: { authorization: 'Bearer sk_test_wrong' },
    });
    expect(wrongKey.statusCode).toBe(401);
    expect(wrongKey.json()).toMatchObject({ message: 'Invalid key', code: 'invalid_Key' });
  });

  it('a disable with a wrong token is a 400, and changes nothing', async () => {
    const { code } = await subscribedLearner(app, 'builderm');
    const wrong = await sandbox('POST', '/subscription/disable', { code, token: 'wrong' });
    expect(wrong).toMatchObject({
      status: 400,
      body: { message: 'Subscription with code not found or already inactive' },
    });
    expect((await sandbox('GET', `/subscription/${code}`)).body.data.status).toBe('active');
  });
});

describe('List Subscriptions and Fetch Customer', () => {
  it('list by customer id and plan id, newest first; the customer carries their records', async () => {
    const a = await subscribedLearner(app, 'builderm');
    const b = await subscribedLearner(app, 'starterm');
    const customer = (await sandbox('GET', `/customer/${encodeURIComponent(a.email)}`)).body.data;
    expect(customer).toMatchObject({
      email: a.email,
      total_transactions: 1,
      total_transaction_value: [{ currency: 'ZAR', amount: 30_000 }],
      domain: 'test',
      identified: false,
    });
    expect(customer.transactions).toEqual([
      expect.objectContaining({ reference: a.reference, status: 'success' }),
    ]);
    const mine = (await sandbox('GET', `/subscription?customer=${customer.id}`)).body;
    expect(mine.data.map((s: { subscription_code: string }) => s.subscription_code)).toEqual([
      a.code,
    ]);
    expect(mine.data[0]).toMatchObject({ payments_count: 1, customer: { email: a.email } });
    const planId = mine.data[0].plan.id;
    const onPlan = (await sandbox('GET', `/subscription?plan=${planId}`)).body.data;
    expect(onPlan.map((s: { customer: { email: string } }) => s.customer.email)).toContain(a.email);
    expect(onPlan.map((s: { customer: { email: string } }) => s.customer.email)).not.toContain(
      b.email,
    );
    const page = (await sandbox('GET', '/subscription?perPage=1&page=2')).body;
    expect(page.meta).toMatchObject({ perPage: 1, page: 2, skipped: 1 });
    expect(page.data).toHaveLength(1);
    expect((await sandbox('GET', '/subscription?customer=1')).body.data).toEqual([]);
  });
});

describe('the control page', () => {
  it('can make a cancel send not_renew and disable together; billing keeps the paid period', async () => {
    const { code, client } = await subscribedLearner(app, 'builderm');
    expect((await sandbox('POST', '/lever/cancel-sends-both')).status).toBe(200);
    expect((await client.cancel()).status).toBe(200);
    await app.paymentsSandbox?.idle();
    const ending = (await events(code)).filter((e) => e.event !== 'subscription.create');
    expect(ending.map((e) => [e.event, e.data.status])).toEqual([
      ['subscription.not_renew', 'non-renewing'],
      ['subscription.disable', 'non-renewing'],
    ]);
    expect((await client.me()).body.role).toBe('builder');
  });

  it('charges a renewal when its payment date comes, once, and never before', async () => {
    const { code } = await subscribedLearner(app, 'builderm');
    const renewals = async () =>
      (await events(code)).filter((e) => e.event === 'invoice.update').length;
    await app.paymentsSandbox?.idle();
    expect(await renewals()).toBe(0);
    // Time passes at Paystack: the payment date is now yesterday.
    const due = new Date(Date.now() - 86_400_000).toISOString();
    await app.db
      .update(sandboxRecord)
      .set({
        data: sql`jsonb_set(${sandboxRecord.data}, '{next_payment_date}', to_jsonb(${due}::text))`,
      })
      .where(and(eq(sandboxRecord.kind, 'subscription'), eq(sandboxRecord.id, code)));
    await app.paymentsSandbox?.idle();
    await app.paymentsSandbox?.idle();
    expect(await renewals()).toBe(1);
    const [update] = (await events(code)).filter((e) => e.event === 'invoice.update');
    expect(update?.data).toMatchObject({ paid: true, period_start: due });
    const next = (await sandbox('GET', `/subscription/${code}`)).body.data.next_payment_date;
    expect(Date.parse(next)).toBeGreaterThan(Date.now());
  });

  it('resolves a dispute for the merchant or the customer, once', async () => {
    const { reference } = await subscribedLearner(app, 'offer');
    const opened = await app.inject({
      method: 'POST',
      url: `/sandbox/paystack/control/${reference}/dispute`,
      headers: { accept: 'application/json' },
    });
    const { id } = opened.json().data;
    await app.paymentsSandbox?.idle();
    const page = await app.inject({ url: '/sandbox/paystack' });
    expect(page.body).toContain(`/sandbox/paystack/dispute-control/${id}/merchant-won`);
    expect(page.body).toContain('Resolve dispute: customer won');
    const resolve = (outcome: string) =>
      app.inject({
        method: 'POST',
        url: `/sandbox/paystack/dispute-control/${id}/${outcome}`,
        headers: { accept: 'application/json' },
      });
    const won = await resolve('merchant-won');
    expect(won.json().data).toMatchObject({ id, status: 'resolved', resolution: 'declined' });
    expect(won.json().data.resolvedAt).toEqual(expect.any(String));
    await app.paymentsSandbox?.idle();
    const [sent] = await app.db
      .select()
      .from(paymentEvent)
      .where(eq(paymentEvent.event, 'charge.dispute.resolve'));
    expect(sent?.payload).toMatchObject({ data: { id, resolution: 'declined' } });
    expect((await resolve('customer-won')).statusCode).toBe(400);
    expect((await resolve('nobody-won')).statusCode).toBe(404);
  });

  it('shows the checkout in rand, without plan codes', async () => {
    const { client } = await freeLearner(app);
    const started = await client.subscribe('creatorm');
    const page = await app.inject({ url: new URL(started.body.authorization_url).pathname });
    expect(page.body).toContain('R500');
    expect(page.body).not.toContain('ZAR');
    expect(page.body).not.toMatch(/PLN_|\[creatorm\]/);
    await checkout(app, started.body.authorization_url, 'decline');
  });
});
