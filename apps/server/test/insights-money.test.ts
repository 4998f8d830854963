import { randomUUID } from 'node:crypto';
import { isoInZone, PLANS } from '@thinkbuild/core';
import { addDays, addMonths, startOfDay } from '@thinkbuild/core/calendar-days';
import { describe, expect, it } from 'vitest';
import { billingRefund, checkout, subscription, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

/**
 * The Insights' money (modules/insights → billing's moneyByMonth, decisions/046): 12 months of
 * the site's calendar, this month's MRR exactly /admin/billing's, past ones from the
 * subscriptions running at each month's end; subscriber counts under 5 hidden.
 */
let app: TTestApp;
let admin: string;
const ZONE = 'Africa/Johannesburg';
const thisMonth = `${isoInZone(new Date(), ZONE).slice(0, 7)}-01`;
/** Noon on the 10th of the month `back` months ago, in the site's calendar. */
const midMonth = (back: number) =>
  new Date(startOfDay(addDays(addMonths(thisMonth, -back), 9), ZONE).getTime() + 12 * 3_600_000);
const monthKey = (back: number) => addMonths(thisMonth, -back).slice(0, 7);

withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  ({ cookie: admin } = await signInAs(app, 'admin'));
  const people = await app.db
    .insert(user)
    .values(
      Array.from({ length: 13 }, (_, i) => ({
        id: `money-${randomUUID()}`,
        name: `Payer ${i}`,
        email: `money-${randomUUID()}@example.com`,
      })),
    )
    .returning({ id: user.id });
  const id = (i: number) => people[i]?.id ?? '';
  const future = new Date(Date.now() + 20 * 86_400_000);
  const row = (i: number, plan: 'starterm' | 'builderm' | 'creatora', createdAt: Date) => ({
    userId: id(i),
    planCode: plan,
    tier: PLANS[plan].tier,
    interval: PLANS[plan].interval,
    status: 'active' as const,
    nextPaymentDate: future,
    createdAt,
  });
  await app.db.insert(subscription).values([
    // 5 Starter monthly from 3 months ago, ended last month.
    ...[0, 1, 2, 3, 4].map((i) => ({
      ...row(i, 'starterm', midMonth(3)),
      status: 'completed' as const,
      endedAt: midMonth(1),
    })),
    // 6 Builder monthly from 2 months ago, 2 Creator annual from last month: still running.
    ...[5, 6, 7, 8, 9, 10].map((i) => row(i, 'builderm', midMonth(2))),
    ...[11, 12].map((i) => row(i, 'creatora', midMonth(1))),
  ]);
  await app.db.insert(checkout).values([
    {
      reference: `o-${randomUUID()}`,
      purchase: 'offer',
      amount: 80_000,
      currency: 'ZAR',
      status: 'success',
      paidAt: midMonth(1),
    },
    {
      reference: `o-${randomUUID()}`,
      purchase: 'offer',
      amount: 80_000,
      currency: 'ZAR',
      status: 'failed',
    },
    {
      reference: `p-${randomUUID()}`,
      purchase: 'pass-builder-3',
      amount: 45_000,
      currency: 'ZAR',
      status: 'success',
      paidAt: midMonth(2),
    },
  ]);
  await app.db.insert(billingRefund).values([
    {
      kind: 'refund',
      transactionReference: 'x',
      amount: 20_000,
      currency: 'ZAR',
      status: 'processed',
      updatedAt: midMonth(1),
    },
    {
      kind: 'refund',
      transactionReference: 'y',
      amount: 9_000,
      currency: 'ZAR',
      status: 'pending',
      updatedAt: midMonth(1),
    },
  ]);
});

const get = (url: string, cookie?: string) =>
  app.inject({ method: 'GET', url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

describe('Insights money', () => {
  it('gives 12 months of MRR, subscribers gained and lost, offer and pass revenue and refunds', async () => {
    const res = await get('/api/admin/insights/money', admin);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const starter = PLANS.starterm.amount;
    const builder = PLANS.builderm.amount;
    const creatorMonth = Math.round((2 * PLANS.creatora.amount) / 12);
    expect(body.months).toHaveLength(12);
    expect(body.months.map((m: { month: string }) => m.month)).toEqual(
      Array.from({ length: 12 }, (_, i) => monthKey(11 - i)),
    );
    const last4 = body.months.slice(-4);
    expect(last4).toEqual([
      {
        month: monthKey(3),
        mrr: 5 * starter,
        newSubscribers: 5,
        lostSubscribers: null,
        offerRevenue: 0,
        passRevenue: 0,
        refunds: 0,
      },
      {
        month: monthKey(2),
        mrr: 5 * starter + 6 * builder,
        newSubscribers: 6,
        lostSubscribers: null,
        offerRevenue: 0,
        passRevenue: 45_000,
        refunds: 0,
      },
      {
        month: monthKey(1),
        mrr: 6 * builder + creatorMonth,
        newSubscribers: null,
        lostSubscribers: 5,
        offerRevenue: 80_000,
        passRevenue: 0,
        refunds: 20_000,
      },
      {
        month: monthKey(0),
        mrr: 6 * builder + creatorMonth,
        newSubscribers: null,
        lostSubscribers: null,
        offerRevenue: 0,
        passRevenue: 0,
        refunds: 0,
      },
    ]);
    // This month's MRR is /admin/billing's own figure.
    const billing = (await get('/api/admin/billing', admin)).json();
    expect(body.mrrNow).toBe(billing.mrr.amount);
    expect(body.months.at(-1).mrr).toBe(billing.mrr.amount);

    const csv = await get('/api/admin/insights/money.csv', admin);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    expect(lines[0]).toBe(
      'month,MRR (ZAR),new subscribers,lost subscribers,offer revenue (ZAR),pass revenue (ZAR),refunds (ZAR)',
    );
    expect(lines[11]).toBe(
      `${monthKey(1)},${((6 * builder + creatorMonth) / 100).toFixed(2)},fewer than 5,5,800.00,0.00,200.00`,
    );
  });

  it('is for admins only', async () => {
    expect((await get('/api/admin/insights/money')).statusCode).toBe(401);
    const { cookie } = await signInAs(app, 'free');
    expect((await get('/api/admin/insights/money.csv', cookie)).statusCode).toBe(403);
  });
});
