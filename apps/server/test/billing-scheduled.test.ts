import { unusedAmount } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxRecord, subscription } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { atPaystack, learnerClient, subscribeAndPay } from './billing-helpers.ts';

/**
 * While a downgrade or interval switch is scheduled, the plan the learner holds is the basis of
 * every change (through the real client and the sandbox).
 */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const charges = async () =>
  (await app.db.select().from(sandboxRecord)).filter((r) => r.kind === 'transaction').length;
const refunds = async () =>
  (await app.db.select().from(sandboxRecord))
    .filter((r) => r.kind === 'refund')
    .map((r) => r.data as { transaction_reference: string; amount: number });

/** Builder monthly paid for 20 more days, with a change to Starter monthly scheduled. */
async function scheduledDowngrade() {
  const learner = await signInAs(app, 'free');
  const client = learnerClient(app, learner);
  const { reference } = await subscribeAndPay(app, client, 'builderm');
  const end = new Date(Date.now() + 20 * 86_400_000);
  await app.db
    .update(subscription)
    .set({ nextPaymentDate: end })
    .where(eq(subscription.checkoutReference, reference));
  const changed = await client.change('starterm');
  expect(changed.status).toBe(200);
  await app.paymentsSandbox?.idle();
  expect((await client.customer()).body.subscriptions[0]).toMatchObject({ plan: 'starterm' });
  return { ...learner, client, reference, end };
}

const preview = (cookie: string, plan: string) =>
  app.inject({ url: `/api/subscription/change?plan=${plan}`, headers: { cookie, origin: ORIGIN } });

describe('a scheduled change', () => {
  it('is undone by choosing the held plan: nothing charged, the scheduled one disabled, the held one renews', async () => {
    const { email, cookie, client } = await scheduledDowngrade();
    const shown = (await preview(cookie, 'builderm')).json();
    expect(shown).toMatchObject({ kind: 'same', pay_now: 0, refund: 0 });
    expect(shown.message).toBe(
      'You keep Builder monthly and it renews as before; the change to Starter monthly is cancelled. Nothing is charged.',
    );
    const before = await charges();
    const kept = await client.change('builderm');
    expect(kept.status).toBe(200);
    expect(kept.body.message).toBe(shown.message);
    await app.paymentsSandbox?.idle();
    expect(await charges()).toBe(before);
    expect(await refunds()).toEqual([]);
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions).toEqual(
      expect.arrayContaining([
        { plan: expect.stringContaining('[builderm]'), status: 'active' },
        { plan: expect.stringContaining('[starterm]'), status: 'non-renewing' },
      ]),
    );
    const view = (await client.customer()).body.subscriptions;
    expect(view[0]).toMatchObject({ plan: 'builderm', status: 'active', starts_on: null });
    expect((await client.me()).body.role).toBe('builder');
  });

  it('is replaced by another downgrade: still one scheduled subscription, nothing charged', async () => {
    const { email, client, end } = await scheduledDowngrade();
    const before = await charges();
    const changed = await client.change('startera');
    expect(changed.status).toBe(200);
    expect(changed.body.message).toMatch(/^Changes to Starter annually on /);
    await app.paymentsSandbox?.idle();
    expect(await charges()).toBe(before);
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions.filter((s) => s.status === 'active')).toEqual([
      { plan: expect.stringContaining('[startera]'), status: 'active' },
    ]);
    const view = (await client.customer()).body.subscriptions;
    expect(view[0]).toMatchObject({ plan: 'startera', status: 'active' });
    expect(view[0].starts_on?.slice(0, 10)).toBe(end.toISOString().slice(0, 10));
    expect(
      view.filter((s: { status: string }) => ['active', 'non-renewing'].includes(s.status)),
    ).toHaveLength(1);
    // Builder stays until the paid month ends.
    expect((await client.me()).body.role).toBe('builder');
  });

  it('is replaced by an upgrade from the held plan: charged once, the held month refunded pro rata', async () => {
    const { email, cookie, client, reference, end } = await scheduledDowngrade();
    const shown = (await preview(cookie, 'creatorm')).json();
    expect(shown).toMatchObject({ kind: 'upgrade', pay_now: 50_000 });
    // Against the held Builder month, not the scheduled (never charged) Starter one.
    expect(Math.abs(shown.refund - unusedAmount('builderm', end, new Date()))).toBeLessThan(5);
    const before = await charges();
    const changed = await client.change('creatorm');
    expect(changed.status).toBe(200);
    await app.paymentsSandbox?.idle();
    expect(await charges()).toBe(before + 1);
    const made = (await refunds()).filter((r) => r.transaction_reference === reference);
    expect(made).toHaveLength(1);
    expect(Math.abs((made[0]?.amount ?? 0) - shown.refund)).toBeLessThan(5);
    const paystack = await atPaystack(app, email);
    expect(paystack.charging).toBe(1);
    expect(paystack.subscriptions.filter((s) => s.status === 'active')).toEqual([
      { plan: expect.stringContaining('[creatorm]'), status: 'active' },
    ]);
    expect((await client.me()).body.role).toBe('creator');
  });

  it('is cancelled with the subscription: nothing will charge, access until the period ends', async () => {
    const { email, client, end } = await scheduledDowngrade();
    const cancelled = await client.cancel();
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatch(/^Your subscription will not renew\. You keep access/);
    await app.paymentsSandbox?.idle();
    expect((await atPaystack(app, email)).charging).toBe(0);
    const view = (await client.customer()).body.subscriptions;
    expect(view[0]).toMatchObject({ plan: 'builderm', status: 'non-renewing', starts_on: null });
    expect(view[0].next_payment_date?.slice(0, 10)).toBe(end.toISOString().slice(0, 10));
    // The account page says until when: "Cancelled — access until …".
    expect(view[0].access_until?.slice(0, 10)).toBe(end.toISOString().slice(0, 10));
    expect((await client.me()).body.role).toBe('builder');
  });

  it('refuses choosing the scheduled plan again, signed out, and a plan that does not exist', async () => {
    const { cookie, client } = await scheduledDowngrade();
    const again = await client.change('starterm');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Your change to Starter (monthly) is already scheduled');
    const out = await app.inject({
      method: 'POST',
      url: '/api/subscription/change',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { plan: 'builderm' },
    });
    expect(out.statusCode).toBe(401);
    expect((await client.change('gold')).status).toBe(400);
    expect((await preview(cookie, 'gold')).statusCode).toBe(400);
    // Nothing changed: the change is still scheduled.
    expect((await client.customer()).body.subscriptions[0]).toMatchObject({ plan: 'starterm' });
  });
});
