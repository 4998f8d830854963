import { randomUUID } from 'node:crypto';
import { PLANS, type TAdminBilling, type TPlanCode } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout as checkoutTable, job, subscription, user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { checkout, learnerClient, subscribeAndPay } from './billing-helpers.ts';

// The admin billing view over real payments made through the sandbox, plus rows in the states
// the sandbox cannot reach on demand (a renewal due in three days, a failed renewal).
let app: TTestApp;
let admin: string;
const DAY = 86_400_000;
const emails: Record<string, string> = {};

const learner = async (label: string) => {
  const signedIn = await signInAs(app, 'free');
  emails[label] = signedIn.email;
  return { ...signedIn, client: learnerClient(app, signedIn) };
};

/** A subscription row for a new learner, in a state the test needs. */
async function subscriptionRow(
  label: string,
  plan: TPlanCode,
  status: 'active' | 'non-renewing' | 'attention' | 'completed' | 'cancelled',
  nextPaymentDate: Date,
  extra: { accessUntil?: Date; startsAt?: Date; userId?: string } = {},
) {
  let userId = extra.userId;
  if (!userId) {
    const { email } = await learner(label);
    const [row] = await app.db.select().from(user).where(eq(user.email, email));
    if (!row) throw new Error('no user');
    userId = row.id;
  }
  await app.db.insert(subscription).values({
    userId,
    planCode: plan,
    tier: PLANS[plan].tier,
    interval: PLANS[plan].interval,
    status,
    nextPaymentDate,
    accessUntil: extra.accessUntil ?? null,
    startsAt: extra.startsAt ?? null,
  });
  return userId;
}

const get = (url: string, cookie = admin) =>
  app.inject({ method: 'GET', url, headers: { origin: ORIGIN, cookie } });

beforeAll(async () => {
  // Default settings: the offer is paid in rand, like the plans.
  app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  admin = (await signInAs(app, 'admin')).cookie;

  // Paid through the sandbox: Starter annually, Builder monthly, the once-off offer.
  const annual = await learner('annual');
  await subscribeAndPay(app, annual.client, 'startera');
  const monthly = await learner('monthly');
  await subscribeAndPay(app, monthly.client, 'builderm');
  const offer = await learner('offer');
  await subscribeAndPay(app, offer.client, 'offer');
  // A declined card.
  const declined = await learner('declined');
  const started = await declined.client.subscribe('creatorm');
  await checkout(app, started.body.authorization_url, 'decline');
  // The return page asks; the server verifies with the provider and records the failure.
  expect((await declined.client.payment(started.body.reference)).body.status).toBe('failed');

  const now = Date.now();
  await subscriptionRow('dueSoon', 'creatorm', 'active', new Date(now + 3 * DAY));
  await subscriptionRow('dueLater', 'creatorm', 'active', new Date(now + 10 * DAY));
  await subscriptionRow('leaving', 'starterm', 'non-renewing', new Date(now + 5 * DAY));
  await subscriptionRow('cardFailed', 'builderm', 'attention', new Date(now - DAY));
  await subscriptionRow('ended', 'creatora', 'completed', new Date(now - 30 * DAY));
  // Cancelled with paid time left: still a subscriber until it runs out.
  await subscriptionRow('cancelledPaid', 'buildera', 'cancelled', new Date(now + 40 * DAY), {
    accessUntil: new Date(now + 40 * DAY),
  });
  // A downgrade at the end of the paid year: the old plan keeps its paid time, the new one has
  // not started (it counts once it does, and renews: it is in the MRR).
  const downgrading = await subscriptionRow('downgrading', 'creatora', 'completed', new Date(), {
    accessUntil: new Date(now + 20 * DAY),
  });
  await subscriptionRow('downgrading', 'starterm', 'active', new Date(now + 20 * DAY), {
    startsAt: new Date(now + 20 * DAY),
    userId: downgrading,
  });
  // A background job that gave up after its last attempt.
  await app.db.insert(job).values({
    type: 'billing.disable-subscription',
    payload: { code: 'SUB_x' },
    status: 'failed',
    attempts: 8,
    lastError: 'Paystack answered 500',
    finishedAt: new Date(now - 60_000),
  });

  // A video transcode that failed: the lesson list shows it, the billing view does not.
  await app.db.insert(job).values({
    type: 'media.transcode',
    payload: { lessonId: randomUUID() },
    status: 'failed',
    attempts: 3,
    lastError: 'ffmpeg exited with 1',
    finishedAt: new Date(now - 30_000),
  });

  // A learner whose address and checkout message a spreadsheet would run as formulas.
  const hostile = await subscriptionRow('hostile', 'starterm', 'completed', new Date(now - DAY));
  await app.db.update(user).set({ email: '=cmd@example.com' }).where(eq(user.id, hostile));
  emails.hostile = '=cmd@example.com';
  await app.db.insert(checkoutTable).values({
    reference: `tb-${randomUUID()}`,
    userId: hostile,
    purchase: 'starterm',
    amount: 20_000,
    currency: 'ZAR',
    status: 'failed',
    message: '@SUM(1+1), "quoted"',
  });
}, 120_000);
afterAll(() => app.cleanup());

describe('GET /api/admin/billing', () => {
  let body: TAdminBilling;
  beforeAll(async () => {
    const res = await get('/api/admin/billing');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    body = res.json();
  });

  it('counts the learners each plan gives access to now', () => {
    const byPlan = Object.fromEntries(body.plans.map((p) => [p.code, p.subscribers]));
    expect(byPlan).toEqual({
      starterm: 1, // non-renewing, still inside the paid period; the scheduled one not yet
      builderm: 2, // one paid, one in the grace days after a failed renewal
      creatorm: 2,
      startera: 1,
      buildera: 1, // cancelled, paid time left
      creatora: 1, // the downgrading learner's paid year; the one that ended long ago is not
    });
  });

  it('sums monthly recurring revenue in ZAR, an annual plan as a twelfth', () => {
    // builderm R300 + creatorm R500 × 2 + startera R1500 / 12 + the scheduled starterm R200 =
    // R1625.00; the non-renewing, the failed renewal and the cancelled will not renew.
    expect(body.mrr).toEqual({ amount: 162_500, currency: 'ZAR' });
  });

  it('counts the paid offers in the currency they were paid in', () => {
    expect(body.offer).toEqual({ sales: 1, revenue: [{ amount: 200_000, currency: 'ZAR' }] });
  });

  it('lists only the active renewals due in the next 7 days', () => {
    expect(body.renewals.map((r) => [r.email, r.plan, r.amount])).toEqual([
      [emails.dueSoon, 'creatorm', 50_000],
    ]);
  });

  it('lists failed checkouts and failed renewals with the learner’s email', () => {
    const failed = body.failedPayments.map((f) => [f.email, f.kind, f.purchase]);
    expect(failed).toHaveLength(3);
    expect(failed).toEqual(
      expect.arrayContaining([
        [emails.declined, 'checkout', 'creatorm'],
        [emails.cardFailed, 'renewal', 'builderm'],
        ['=cmd@example.com', 'checkout', 'starterm'],
      ]),
    );
  });

  it('shows the billing job queue and the jobs that failed for good, with their last error', () => {
    // The failed transcode is not counted: only billing jobs are.
    expect(body.jobs.failed).toBe(1);
    expect(body.jobs.retried).toBeGreaterThanOrEqual(1);
    expect(body.jobs.recentFailures).toEqual([
      {
        type: 'billing.disable-subscription',
        attempts: 8,
        lastError: 'Paystack answered 500',
        at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ]);
    expect(JSON.stringify(body.jobs)).not.toContain('SUB_x');
  });
});

describe('GET /api/admin/billing/payments.csv', () => {
  it('downloads every checkout as CSV, defused for spreadsheets', async () => {
    const res = await get('/api/admin/billing/payments.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="thinkbuild-payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Reference,Started,Email,Purchase,Amount,Currency,Status,Paid at,Message',
    );
    // Four checkouts through the sandbox and the hostile one.
    expect(lines).toHaveLength(6);
    const row = (email = '') => lines.find((l) => l.split(',')[2] === email) ?? '';
    expect(row(emails.annual)).toMatch(/,startera,1500\.00,ZAR,success,\d{4}-/);
    expect(row(emails.offer)).toMatch(/,offer,2000\.00,ZAR,success,/);
    expect(row(emails.declined)).toMatch(/,creatorm,500\.00,ZAR,failed,/);
    expect(lines.find((l) => l.includes('cmd@example.com'))).toMatch(
      /,'=cmd@example\.com,starterm,200\.00,ZAR,failed,,"'@SUM\(1\+1\), ""quoted"""$/,
    );
  });
});

describe('learners never see it', () => {
  it('refuses signed-out callers and every learner role', async () => {
    for (const url of ['/api/admin/billing', '/api/admin/billing/payments.csv']) {
      const out = await app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });
      expect(out.statusCode, url).toBe(401);
      for (const role of ['free', 'starter', 'builder', 'creator'] as const) {
        const res = await get(url, (await signInAs(app, role)).cookie);
        expect(res.statusCode, `${url} ${role}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
        expect(res.body).not.toContain(emails.declined);
      }
    }
  });
});
