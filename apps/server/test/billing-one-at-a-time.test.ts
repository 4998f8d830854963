import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { liveStatusSql, sandboxRecord, subscription, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { atPaystack, checkout, SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';

/**
 * One billing action per learner at a time, each once (ADR 006, "One change at a time"): pairs
 * of actions sent at the same moment, on whichever database the run uses (PGlite, or PostgreSQL
 * with DATABASE_URL). What counts is Paystack's side (the sandbox's own records): one
 * subscription that charges, no charge twice, and our table agreeing with it.
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

type TLearner = { email: string; cookie: string };
const ACTIONS: Record<string, (l: TLearner, plan: string) => [string, object]> = {
  subscribe: (l, plan) => ['/api/subscription', { email: l.email, plan }],
  offer: (l) => ['/api/subscription', { email: l.email, plan: 'offer' }],
  change: (_l, plan) => ['/api/subscription/change', { plan }],
  cancel: () => ['/api/subscription/cancel', {}],
};
type TAction = ['subscribe' | 'offer' | 'change' | 'cancel', string?];

/** One POST as the web app sends it: with its Idempotency-Key (one per intent). */
async function send(learner: TLearner, [name, plan]: TAction, key: string | null) {
  const [url, payload] = (ACTIONS[name] as (typeof ACTIONS)[string])(learner, plan ?? '');
  const headers = {
    cookie: learner.cookie,
    origin: ORIGIN,
    ...(key ? { 'idempotency-key': key } : {}),
  };
  const res = await app.inject({ method: 'POST', url, headers, payload });
  return { status: res.statusCode, body: res.json() };
}

/** Both at the same moment; the keys say whether they are one intent (a retry) or two. */
async function both(learner: TLearner, a: TAction, b: TAction, sameKey: boolean) {
  const key = randomUUID();
  const results = await Promise.all([
    send(learner, a, key),
    send(learner, b, sameKey ? key : randomUUID()),
  ]);
  await app.paymentsSandbox?.idle();
  return results;
}

/** Paystack's transactions for this customer: started checkouts and charges. */
async function transactionsAtPaystack(email: string) {
  const [customer] = await app.db
    .select()
    .from(sandboxRecord)
    .where(
      and(eq(sandboxRecord.kind, 'customer'), sql`${sandboxRecord.data}->>'email' = ${email}`),
    );
  const code = (customer?.data as { customer_code?: string } | undefined)?.customer_code ?? '';
  const rows = await app.db
    .select()
    .from(sandboxRecord)
    .where(
      and(
        eq(sandboxRecord.kind, 'transaction'),
        sql`${sandboxRecord.data}->>'customer_code' = ${code}`,
      ),
    );
  return rows.map((r) => r.data as { reference: string; status: string; amount: number });
}

/** Our live row agrees with Paystack: at most one, and only it charges there. */
async function oneLiveBothSides(email: string) {
  const paystack = await atPaystack(app, email);
  const ours = await app.db
    .select({ plan: subscription.planCode, status: subscription.status })
    .from(subscription)
    .innerJoin(user, eq(user.id, subscription.userId))
    .where(and(eq(user.email, email), liveStatusSql(subscription.status)));
  expect(paystack.charging).toBeLessThanOrEqual(1);
  expect(ours.length).toBeLessThanOrEqual(1);
  const charging = paystack.subscriptions.filter((s) => ['active', 'attention'].includes(s.status));
  if (charging[0]) expect(charging[0].plan).toContain(`[${ours[0]?.plan}]`);
  return { charging: paystack.charging, ours: ours[0] ?? null };
}

describe('the same request twice (retry, double click) has one effect', () => {
  it('checkout + checkout: one Paystack transaction, both answers the same', async () => {
    const learner = await signInAs(app, 'free');
    const [a, b] = await both(learner, ['subscribe', 'builderm'], ['subscribe', 'builderm'], true);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(await transactionsAtPaystack(learner.email)).toHaveLength(1);
    await checkout(app, a.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await atPaystack(app, learner.email)).charging).toBe(1);
  });

  it('offer + offer: one Paystack transaction', async () => {
    const learner = await signInAs(app, 'free');
    const [a, b] = await both(learner, ['offer'], ['offer'], true);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect(await transactionsAtPaystack(learner.email)).toHaveLength(1);
  });

  it('change + change: one new subscription charged once, one refund of the old period', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const [a, b] = await both(learner, ['change', 'creatorm'], ['change', 'creatorm'], true);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    const paystack = await oneLiveBothSides(learner.email);
    expect(paystack.charging).toBe(1);
    const charged = (await transactionsAtPaystack(learner.email)).filter(
      (t) => t.status === 'success',
    );
    // The first checkout and one charge of Creator: never two.
    expect(charged).toHaveLength(2);
  });

  it('cancel + cancel: both say the same, nothing charges', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const [a, b] = await both(learner, ['cancel'], ['cancel'], true);
    expect(a.status).toBe(200);
    expect(b).toEqual(a);
    expect((await atPaystack(app, learner.email)).charging).toBe(0);
  });

  it('a key sent again with another request is refused, nothing happens', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const key = randomUUID();
    expect((await send(learner, ['change', 'creatorm'], key)).status).toBe(200);
    await app.paymentsSandbox?.idle();
    const before = await transactionsAtPaystack(learner.email);
    expect(await send(learner, ['change', 'creatora'], key)).toEqual({
      status: 409,
      body: {
        code: 'CONFLICT',
        message:
          'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
      },
    });
    expect(await transactionsAtPaystack(learner.email)).toEqual(before);
  });

  it('a malformed key is a 400 in our error shape', async () => {
    const learner = await signInAs(app, 'free');
    const res = await send(learner, ['subscribe', 'builderm'], 'short');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION',
      fields: { 'Idempotency-Key': expect.any(String) },
    });
  });
});

describe('two actions at once run one after the other', () => {
  it('change + change from a non-renewing plan: one live subscription at Paystack', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    expect((await send(learner, ['cancel'], randomUUID())).status).toBe(200);
    // Two tabs: two intents, two keys. The second finds Creator already held.
    const results = await both(learner, ['change', 'creatorm'], ['change', 'creatorm'], false);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const paystack = await oneLiveBothSides(learner.email);
    expect(paystack.charging).toBe(1);
    const charged = (await transactionsAtPaystack(learner.email)).filter(
      (t) => t.status === 'success',
    );
    expect(charged).toHaveLength(2);
  });

  it('change + change to two plans: the last one wins, the other is stopped at Paystack', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const results = await both(learner, ['change', 'creatorm'], ['change', 'creatora'], false);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    expect((await oneLiveBothSides(learner.email)).charging).toBe(1);
  });

  it('change + cancel: nothing is left charging beside our live row', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const results = await both(learner, ['change', 'creatorm'], ['cancel'], false);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const { charging, ours } = await oneLiveBothSides(learner.email);
    expect(charging).toBe(ours?.status === 'active' ? 1 : 0);
  });

  it('cancel + cancel with two keys: one cancels, the other is told it already is', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const results = await both(learner, ['cancel'], ['cancel'], false);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await atPaystack(app, learner.email)).charging).toBe(0);
  });

  it('checkout + change: one of them, never both', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    const results = await both(learner, ['subscribe', 'creatorm'], ['change', 'creatorm'], false);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    await app.jobs.runDue();
    await app.paymentsSandbox?.idle();
    expect((await oneLiveBothSides(learner.email)).charging).toBe(1);
  });
});
