import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PLANS } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkout, subscription, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { learnerClient } from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/**
 * Paystack's own sample events, re-signed and rewritten with our learner, plan, amounts and
 * currency, replayed through the webhook in every order that matters: whatever the order, the
 * learner ends in the same state.
 */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const FILES = {
  'charge.success': 'transaction-successful.json',
  'subscription.create': 'subscription-created.json',
  'subscription.not_renew': 'subscription-not-renew.json',
  'subscription.disable': 'subscription-disabled.json',
  'invoice.create': 'invoice-created.json',
} as const;
type TName = keyof typeof FILES;

const PERIOD_END = new Date(Date.now() + 25 * 86_400_000).toISOString();

type TOurs = { email: string; reference: string; code: string; planCode: string };

/** The sample with our values wherever Paystack's sample has its own. */
function rewrite(node: unknown, ours: TOurs): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, ours));
  if (!node || typeof node !== 'object') return node;
  const plan = PLANS.builderm;
  const replace: Record<string, unknown> = {
    email: ours.email,
    customer_code: 'CUS_replay',
    subscription_code: ours.code,
    plan_code: ours.planCode,
    amount: plan.amount,
    currency: plan.currency,
    interval: plan.interval,
    reference: ours.reference,
    next_payment_date: PERIOD_END,
    paid_at: new Date().toISOString(),
  };
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key in replace && (typeof value !== 'object' || value === null)
        ? replace[key]
        : rewrite(value, ours),
    ]),
  );
}

async function sample(name: TName, ours: TOurs) {
  const body = JSON.parse(
    await readFile(join(import.meta.dirname, 'fixtures/paystack', FILES[name]), 'utf8'),
  );
  const data = rewrite(body.data, ours) as Record<string, unknown>;
  // The charge pays our checkout for our plan (the sample is a charge without a plan).
  if (name === 'charge.success') data.plan = { plan_code: ours.planCode };
  return { event: body.event, data };
}

async function send(event: object) {
  const res = await postSignedWebhook(app, event);
  expect(res.statusCode).toBe(200);
  await app.jobs.runDue();
}

/** Replays `order` for a new learner with a pending Builder monthly checkout; their end state. */
async function replay(order: TName[], code: string) {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const started = await client.subscribe('builderm');
  expect(started.status).toBe(200);
  const ours = {
    email: learner.email,
    reference: started.body.reference as string,
    code,
    planCode: await app.payments.providerPlanCode('builderm'),
  };
  for (const name of order) await send(await sample(name, ours));
  const [me] = await app.db.select().from(user).where(eq(user.email, learner.email));
  const rows = await app.db
    .select()
    .from(subscription)
    .where(eq(subscription.userId, me?.id ?? ''));
  const [paid] = await app.db.select().from(checkout).where(eq(checkout.reference, ours.reference));
  return {
    rows: rows.map((r) => ({
      status: r.status,
      code: r.providerSubscriptionCode === code,
      linked: r.checkoutReference === ours.reference,
      token: r.providerEmailToken,
      accessUntil: r.accessUntil?.toISOString() ?? null,
    })),
    checkout: paid?.status,
    role: (await client.me()).body.role,
  };
}

const permutations = <T>(items: T[]): T[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, i) =>
        permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
      );

describe("Paystack's samples replayed in every order that matters", () => {
  it('a checkout: charge.success and subscription.create in either order', async () => {
    const states = [];
    for (const [i, order] of permutations<TName>([
      'charge.success',
      'subscription.create',
    ]).entries()) {
      states.push(await replay(order, `SUB_pair${i}`));
    }
    for (const state of states) {
      expect(state).toEqual({
        rows: [{ status: 'active', code: true, linked: true, token: null, accessUntil: null }],
        checkout: 'success',
        role: 'builder',
      });
    }
  });

  it('a cancelled subscription: create, not_renew and disable in all six orders', async () => {
    const orders = permutations<TName>([
      'subscription.create',
      'subscription.not_renew',
      'subscription.disable',
    ]);
    for (const [i, order] of orders.entries()) {
      const state = await replay(['charge.success', 'invoice.create', ...order], `SUB_six${i}`);
      // The sample's status "complete" ends it at Paystack, yet the paid month stays the
      // learner's; the token came with invoice.create or the later events.
      expect(state, order.join(' → ')).toEqual({
        rows: [
          {
            status: 'completed',
            code: true,
            linked: true,
            token: expect.any(String),
            accessUntil: PERIOD_END,
          },
        ],
        checkout: 'success',
        role: 'builder',
      });
    }
  });
});
