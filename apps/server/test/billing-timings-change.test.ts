import { formatDate, type TPlanCode } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxRecord, subscription } from '../src/db/schema.ts';
import { PaymentProviderError } from '../src/payments/paystack-client.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { atPaystack, learnerClient, SANDBOX_TEST_ENV, subscribeAndPay } from './billing-helpers.ts';

/**
 * A downgrade or an interval switch whose `POST /subscription` times out after Paystack created
 * the new subscription is settled by asking Paystack, as an unconfirmed upgrade is: one live
 * subscription at Paystack and in our records, the paid period kept. Real client and sandbox.
 */
let app: TTestApp;
beforeAll(async () => {
  // A 2 s client time limit, so the armed timeout is quick (as in billing-upgrade.test.ts).
  app = await buildTestApp({ env: { ...SANDBOX_TEST_ENV, PAYSTACK_TIMEOUT_MS: '2000' } });
});
afterAll(() => app.cleanup());

async function armTimeout() {
  const res = await app.inject({
    method: 'POST',
    url: '/sandbox/paystack/lever/subscription-times-out',
    headers: { accept: 'application/json' },
  });
  expect(res.statusCode).toBe(200);
}

async function subscribed(plan: TPlanCode, daysLeft: number) {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const { reference } = await subscribeAndPay(app, client, plan);
  const end = new Date(Date.now() + daysLeft * 86_400_000);
  await app.db
    .update(subscription)
    .set({ nextPaymentDate: end })
    .where(eq(subscription.checkoutReference, reference));
  return { ...learner, client, reference, end };
}

const charges = async () =>
  (await app.db.select().from(sandboxRecord)).filter((r) => r.kind === 'transaction').length;

/** Both sides after a scheduled change from `from` to `to` that ends `end`'s paid period. */
async function changedOnBothSides(
  learner: { email: string; client: { customer(): Promise<{ body: { subscriptions: unknown } }> } },
  from: TPlanCode,
  to: TPlanCode,
  end: Date,
) {
  const paystack = await atPaystack(app, learner.email);
  expect(paystack.charging).toBe(1);
  expect(paystack.subscriptions).toEqual(
    expect.arrayContaining([
      { plan: expect.stringContaining(`[${from}]`), status: 'non-renewing' },
      { plan: expect.stringContaining(`[${to}]`), status: 'active' },
    ]),
  );
  expect(paystack.subscriptions).toHaveLength(2);
  const view = (await learner.client.customer()).body.subscriptions as {
    plan: string;
    status: string;
    starts_on: string | null;
  }[];
  const live = view.filter((s) => ['active', 'non-renewing', 'attention'].includes(s.status));
  expect(live).toEqual([expect.objectContaining({ plan: to, status: 'active' })]);
  expect(live[0]?.starts_on?.slice(0, 10)).toBe(end.toISOString().slice(0, 10));
}

describe.each([
  { what: 'a downgrade', from: 'creatora', to: 'starterm', role: 'creator' },
  { what: 'a monthly to annual switch', from: 'builderm', to: 'buildera', role: 'builder' },
  { what: 'an annual to monthly switch', from: 'creatora', to: 'creatorm', role: 'creator' },
] as const)('$what whose create times out after Paystack created it', ({ from, to, role }) => {
  it('asks Paystack: one live subscription on both sides, the paid period kept', async () => {
    const { email, client, end } = await subscribed(from, 20);
    const before = await charges();
    await armTimeout();
    const changed = await client.change(to);
    expect(changed.status).toBe(200);
    const day = formatDate(end, 'Africa/Johannesburg');
    expect(changed.body.message).toContain(day);
    await app.paymentsSandbox?.idle();

    // Paystack: the old one runs out its paid period, the new one alone will charge; ours
    // agrees, the new plan starting when the period ends. Nothing is charged now, and until
    // then the learner keeps what they paid for.
    await changedOnBothSides({ email, client }, from, to, end);
    expect(await charges()).toBe(before);
    expect((await client.me()).body.role).toBe(role);
  });
});

describe('a downgrade whose create times out while Paystack cannot be asked either', () => {
  it('keeps the held plan, asks again in a job, then records the change Paystack made', async () => {
    const learner = await subscribed('creatora', 20);
    const paystack = app.payments.client;
    const { customerSubscriptions } = paystack;
    paystack.customerSubscriptions = () =>
      Promise.reject(new PaymentProviderError('Paystack could not be reached'));
    await armTimeout();
    let changed: Awaited<ReturnType<typeof learner.client.change>>;
    try {
      changed = await learner.client.change('starterm');
    } finally {
      paystack.customerSubscriptions = customerSubscriptions;
    }
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/^Paystack has not confirmed your change/);
    expect((await learner.client.me()).body.role).toBe('creator');
    await app.paymentsSandbox?.idle();
    await changedOnBothSides(learner, 'creatora', 'starterm', learner.end);
    expect((await learner.client.me()).body.role).toBe('creator');
  });
});
