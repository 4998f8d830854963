import { randomUUID } from 'node:crypto';
import type { TAdminBilling } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout as checkoutTable, job, subscription, user } from '../src/db/schema.ts';
import { adminGet, newLearner, subscriptionRows, userIdOf } from './admin-billing-fixture.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { checkout, SANDBOX_TEST_ENV, sandboxControl, subscribeAndPay } from './billing-helpers.ts';

// The admin billing view over real payments made through the sandbox, plus rows in the states
// the sandbox cannot reach on demand (a renewal due in three days, a failed renewal).
let app: TTestApp;
let admin: string;
const DAY = 86_400_000;
const emails: Record<string, string> = {};

const learner = (label: string) => newLearner(app, emails, label);
const subscriptionRow = subscriptionRows(() => app, emails);

const get = (url: string, cookie = admin) => adminGet(app, url, cookie);
const references: Record<string, string> = {};

beforeAll(async () => {
  // Default settings: the offer is paid in rand, like the plans.
  app = await buildTestApp({ env: SANDBOX_TEST_ENV });
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

  // Money that went back: one offer refunded in full, one in part and then disputed by the bank.
  for (const label of ['offerRefunded', 'offerPartly'] as const) {
    const buyer = await learner(label);
    references[label] = (await subscribeAndPay(app, buyer.client, 'offer')).reference;
  }
  await app.payments.client.refund({ transaction: references.offerRefunded ?? '' });
  await app.payments.client.refund({ transaction: references.offerPartly ?? '', amount: 50_000 });
  await app.paymentsSandbox?.idle();
  await sandboxControl(app, references.offerPartly ?? '', 'dispute');
  // An upgrade on the saved card (the new plan charged now, the unused part of the old refunded).
  const upgraded = await learner('upgraded');
  references.upgraded = (await subscribeAndPay(app, upgraded.client, 'builderm')).reference;
  expect((await upgraded.client.change('creatorm')).status).toBe(200);
  await app.paymentsSandbox?.idle();
  // A renewal Paystack charged.
  const renewed = await learner('renewed');
  const renewedRef = (await subscribeAndPay(app, renewed.client, 'starterm')).reference;
  await sandboxControl(app, await subscriptionCodeOf(renewedRef), 'renew-success');

  // A Creator annual subscriber still on the older price (R4 800): Paystack charges them that.
  const oldPriceRef = `tb-${randomUUID().replaceAll('-', '')}`;
  const oldPrice = await subscriptionRow(
    'oldPrice',
    'creatora',
    'active',
    new Date(now + 200 * DAY),
    {
      lastChargeReference: oldPriceRef,
    },
  );
  await app.db.insert(checkoutTable).values({
    reference: oldPriceRef,
    userId: oldPrice,
    purchase: 'creatora',
    amount: 480_000,
    currency: 'ZAR',
    status: 'success',
    paidAt: new Date(now - 165 * DAY),
  });
  // A checkout that could not start: the billing module stores String(error) as its message.
  const broken = await learner('broken');
  await app.db.insert(checkoutTable).values({
    reference: `tb-${randomUUID().replaceAll('-', '')}`,
    userId: await userIdOf(app, broken.email),
    purchase: 'builderm',
    amount: 30_000,
    currency: 'ZAR',
    status: 'failed',
    message: 'AppError: Payment could not start: Paystack did not answer',
  });
  // Three sandbox payments through the real client and the job queue, plus the rows above: about
  // 40 s for the whole file on a loaded two-core run, so this hook gets room to spare.
}, 180_000);

/** The Paystack subscription code of the subscription a checkout started. */
async function subscriptionCodeOf(reference: string) {
  const [sub] = await app.db
    .select()
    .from(subscription)
    .where(eq(subscription.checkoutReference, reference));
  if (!sub?.providerSubscriptionCode) throw new Error('no subscription code');
  return sub.providerSubscriptionCode;
}
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
      starterm: 2, // renewed; non-renewing inside the paid period; the scheduled one not yet
      builderm: 2, // one paid, one in the grace days after a failed renewal (the upgraded: not)
      creatorm: 3, // two, and the upgrade
      startera: 1,
      buildera: 1, // cancelled, paid time left
      creatora: 2, // the older price; the downgrading learner's paid year; not one ended long ago
    });
  });

  it('sums what the renewing subscriptions are charged in ZAR, an annual plan as a twelfth', () => {
    // Monthly: builderm R300 + creatorm R500 × 2 + the upgrade's creatorm R500 + the renewed
    // starterm R200 + the scheduled starterm R200 = R2200. Annual: startera R1500 and the
    // creatora charged R4800 (not today's R4000) = R6300 / 12 = R525. The non-renewing, the
    // failed renewal and the cancelled will not renew.
    expect(body.mrr).toEqual({ amount: 220_000 + 52_500, currency: 'ZAR' });
  });

  it('counts the offer revenue net of refunds, whole and partial', () => {
    // Three offers of R2000; one refunded in full, R500 of another.
    expect(body.offer).toEqual({
      sales: 3,
      revenue: [{ amount: 350_000, currency: 'ZAR' }],
      refunded: [{ amount: 250_000, currency: 'ZAR' }],
    });
  });

  it('lists only the active renewals due in the next 7 days', () => {
    expect(body.renewals.map((r) => [r.email, r.plan, r.amount])).toEqual([
      [emails.dueSoon, 'creatorm', 50_000],
    ]);
  });

  it('lists failed checkouts and failed renewals with the learner’s email', () => {
    const failed = body.failedPayments.map((f) => [f.email, f.kind, f.purchase]);
    expect(failed).toHaveLength(4);
    expect(failed).toEqual(
      expect.arrayContaining([
        [emails.declined, 'checkout', 'creatorm'],
        [emails.cardFailed, 'renewal', 'builderm'],
        ['=cmd@example.com', 'checkout', 'starterm'],
        [emails.broken, 'checkout', 'builderm'],
      ]),
    );
  });

  it('gives each failure as a sentence, never an error class name', () => {
    const broken = body.failedPayments.find((f) => f.email === emails.broken);
    expect(broken?.reason).toBe('Payment could not start: Paystack did not answer');
    for (const f of body.failedPayments) expect(f.reason ?? '').not.toMatch(/Error:/);
  });

  it('shows the billing job queue and the jobs that failed for good, with their last error', () => {
    // The failed transcode is not counted: only billing jobs are.
    expect(body.jobs.failed).toBe(1);
    expect(body.jobs.retried).toBeGreaterThanOrEqual(1);
    expect(body.jobs.recentFailures).toEqual([
      {
        id: expect.any(String),
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
  let lines: string[];
  /** The ledger rows of one learner, as cells (none of theirs holds a comma). */
  const rowsOf = (email = '') =>
    lines.filter((l) => l.split(',')[3] === email).map((l) => l.split(','));
  const TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+02:00$/;
  const OFFER = 'Once-off offer (offer)';
  beforeAll(async () => {
    const res = await get('/api/admin/billing/payments.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="thinkbuild-payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    lines = res.body.trimEnd().split('\r\n');
  });

  it('is a ledger: one row per charge, renewal, upgrade, refund and dispute, oldest first', () => {
    // The tax document and its VAT are empty without VAT_NUMBER (billing-tax-invoices.test.ts),
    // the coupon and its discount without a coupon (coupons.test.ts).
    expect(lines[0]).toBe(
      'Time,Type,Status,Email,Plan,Amount,Currency,Reference,Message,Tax document,VAT,Coupon,Discount',
    );
    // Times in TIME_ZONE (Johannesburg, +02:00), in order.
    const times = lines.slice(1).map((l) => l.split(',')[0] ?? '');
    for (const t of times) expect(t).toMatch(TIME);
    const instants = times.map((t) => Date.parse(t));
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
    for (const l of lines.slice(1)) {
      expect(l).toMatch(/,(First payment|Plan change|Offer|Renewal|Upgrade|Refund|Dispute),/);
    }
  });

  it('names the plan for people, amounts as decimals with the currency', () => {
    expect(rowsOf(emails.annual)).toEqual([
      [
        expect.stringMatching(TIME),
        'First payment',
        'success',
        emails.annual,
        'Starter annually (startera)',
        '1500.00',
        'ZAR',
        expect.stringMatching(/^tb-/),
        'Payment successful',
        '',
        '',
        '',
        '',
      ],
    ]);
    expect(rowsOf(emails.declined).map((r) => r.slice(1, 7))).toEqual([
      ['First payment', 'failed', emails.declined, 'Creator monthly (creatorm)', '500.00', 'ZAR'],
    ]);
  });

  it('has the refunds with their status, negative, against the charge they return', () => {
    const ref = references.offerRefunded;
    expect(rowsOf(emails.offerRefunded).map((r) => r.slice(1, 8))).toEqual([
      ['Offer', 'success', emails.offerRefunded, OFFER, '2000.00', 'ZAR', ref],
      ['Refund', 'processed', emails.offerRefunded, OFFER, '-2000.00', 'ZAR', ref],
    ]);
    expect(rowsOf(emails.offerPartly).map((r) => r.slice(1, 6))).toEqual([
      ['Offer', 'success', emails.offerPartly, OFFER, '2000.00'],
      ['Refund', 'processed', emails.offerPartly, OFFER, '-500.00'],
      // The dispute takes off only what the partial refund left: never more than was paid.
      ['Dispute', 'awaiting-merchant-feedback', emails.offerPartly, OFFER, '-1500.00'],
    ]);
  });

  it('has the renewals and upgrades Paystack charged on the saved card', () => {
    expect(rowsOf(emails.renewed).map((r) => r.slice(1, 6))).toEqual([
      ['First payment', 'success', emails.renewed, 'Starter monthly (starterm)', '200.00'],
      ['Renewal', 'success', emails.renewed, 'Starter monthly (starterm)', '200.00'],
    ]);
    const upgrade = rowsOf(emails.upgraded);
    expect(upgrade.map((r) => r.slice(1, 5))).toEqual([
      ['First payment', 'success', emails.upgraded, 'Builder monthly (builderm)'],
      ['Upgrade', 'success', emails.upgraded, 'Creator monthly (creatorm)'],
      ['Refund', 'processed', emails.upgraded, 'Builder monthly (builderm)'],
    ]);
    expect(upgrade[1]?.[5]).toBe('500.00');
    // The unused part of the Builder month, against the Builder charge.
    expect(Number(upgrade[2]?.[5])).toBeLessThan(0);
    expect(Number(upgrade[2]?.[5])).toBeGreaterThanOrEqual(-300);
    expect(upgrade[2]?.[7]).toBe(references.upgraded);
  });

  it('writes failures as sentences and defuses cells a spreadsheet would run', () => {
    expect(rowsOf(emails.broken)[0]?.[8]).toBe('Payment could not start: Paystack did not answer');
    expect(lines.find((l) => l.includes('cmd@example.com'))).toMatch(
      /,First payment,failed,'=cmd@example\.com,Starter monthly \(starterm\),200\.00,ZAR,tb-[^,]+,"'@SUM\(1\+1\), ""quoted""",,,,$/,
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
