import { formatDate, PLANS, unusedAmount } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxRecord, subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { atPaystack, learnerClient, subscribeAndPay } from './billing-helpers.ts';

/** Fair plan changes, through the real client and the sandbox. */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

async function subscribed(plan: 'builderm' | 'creatora') {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const { reference } = await subscribeAndPay(app, client, plan);
  return { ...learner, client, reference };
}

const preview = (cookie: string, plan: string) =>
  app.inject({
    url: `/api/subscription/change?plan=${plan}`,
    headers: { cookie, origin: ORIGIN },
  });

/** Moves the paid period so that `daysLeft` of it remain (time passes, in our records). */
async function periodLeft(reference: string, daysLeft: number) {
  const end = new Date(Date.now() + daysLeft * 86_400_000);
  await app.db
    .update(subscription)
    .set({ nextPaymentDate: end })
    .where(eq(subscription.checkoutReference, reference));
  return end;
}

describe('upgrade: the new tier at once, the unused part of the old period refunded', () => {
  it('shows the price and the refund before confirming, then makes them', async () => {
    const { email, cookie, client, reference } = await subscribed('builderm');
    const end = await periodLeft(reference, 20);
    const shown = await preview(cookie, 'creatorm');
    expect(shown.statusCode).toBe(200);
    const refund = shown.json().refund as number;
    expect(refund).toBeGreaterThan(0);
    expect(Math.abs(refund - unusedAmount('builderm', end, new Date()))).toBeLessThan(5);
    expect(shown.json()).toMatchObject({ kind: 'upgrade', pay_now: 50_000, starts_on: null });
    expect(shown.json().message).toMatch(
      /^You pay R500 now; R\d+(,\d{2})? of your Builder month comes back to your card\.$/,
    );

    const changed = await client.change('creatorm');
    expect(changed.status).toBe(200);
    expect((await client.me()).body.role).toBe('creator');
    await app.paymentsSandbox?.idle();
    // Paystack: one subscription charges; the first payment got a refund of about `refund`.
    expect((await atPaystack(app, email)).charging).toBe(1);
    const refunds = (await app.db.select().from(sandboxRecord))
      .filter((r) => r.kind === 'refund')
      .map((r) => r.data as { transaction_reference: string; amount: number });
    const made = refunds.find((r) => r.transaction_reference === reference);
    expect(made).toBeDefined();
    expect(Math.abs((made?.amount ?? 0) - refund)).toBeLessThan(5);
    // The partial refund's event takes nothing back.
    expect((await client.me()).body.role).toBe('creator');
  });
});

describe('downgrade or interval switch: starts when the paid period ends', () => {
  it('keeps the access paid for, says when the change happens, charges nothing now', async () => {
    const { email, cookie, client, reference } = await subscribed('creatora');
    const end = await periodLeft(reference, 30);
    const shown = (await preview(cookie, 'starterm')).json();
    expect(shown).toMatchObject({ kind: 'scheduled', pay_now: 0, refund: 0 });
    // The day the learner reads: in South Africa (TIME_ZONE's default), day month year.
    const day = formatDate(end, 'Africa/Johannesburg');
    expect(shown.message).toBe(`Changes to Starter monthly on ${day}.`);

    const txBefore = (await app.db.select().from(sandboxRecord)).filter(
      (r) => r.kind === 'transaction',
    ).length;
    const changed = await client.change('starterm');
    expect(changed.body.message).toBe(`Changes to Starter monthly on ${day}.`);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('creator');
    const txAfter = (await app.db.select().from(sandboxRecord)).filter(
      (r) => r.kind === 'transaction',
    ).length;
    expect(txAfter).toBe(txBefore); // nothing charged now
    const view = (await client.customer()).body.subscriptions;
    expect(view[0]).toMatchObject({ plan: 'starterm', status: 'active' });
    expect(view[0].starts_on?.slice(0, 10)).toBe(end.toISOString().slice(0, 10));
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions).toEqual(
      expect.arrayContaining([
        { plan: expect.stringContaining('[creatora]'), status: 'non-renewing' },
        { plan: expect.stringContaining('[starterm]'), status: 'active' },
      ]),
    );
    // When the period is over, the learner has Starter.
    await app.db
      .update(subscription)
      .set({ accessUntil: new Date(Date.now() - 1000) })
      .where(eq(subscription.checkoutReference, reference));
    await app.db
      .update(subscription)
      .set({ startsAt: new Date(Date.now() - 1000) })
      .where(eq(subscription.planCode, 'starterm'));
    expect((await client.me()).body.role).toBe('starter');
    expect(PLANS.starterm.amount).toBe(20_000);
  });

  it('refuses a preview signed out, without a subscription, or for a plan that does not exist', async () => {
    expect((await app.inject({ url: '/api/subscription/change?plan=starterm' })).statusCode).toBe(
      401,
    );
    const learner = await signInAs(app, 'free');
    expect((await preview(learner.cookie, 'starterm')).statusCode).toBe(409);
    expect((await preview(learner.cookie, 'gold')).statusCode).toBe(400);
  });
});
