import { formatMoney } from '@thinkbuild/core';
import { COUPON_RENEWAL_NOTE } from '@thinkbuild/core/coupons';
import type { TCreateCouponRequest } from '@thinkbuild/core/schemas/coupons';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkout as checkoutRow, couponUse } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { checkout, freeLearner, SANDBOX_TEST_ENV } from './billing-helpers.ts';

/**
 * Coupons (decisions/043, "Coupons — built"): the admin makes them; a learner's checkout of a pass
 * or the offer holds a use (the cap counted under the coupon's lock), pays what the server worked
 * out, and the use is spent when paid or given back when the payment fails.
 */
let app: TTestApp;
let admin: string;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});
beforeAll(async () => {
  admin = (await signInAs(app, 'admin')).cookie;
});

const R = (cents: number) => formatMoney(cents, 'ZAR');
let n = 0;
const draft = (over: Partial<TCreateCouponRequest> = {}): TCreateCouponRequest => ({
  code: `test-${Date.now().toString(36)}-${n++}`,
  kind: 'percent',
  value: 20,
  offer: true,
  passTiers: ['builder'],
  expiresOn: '',
  cap: null,
  ...over,
});

const post = (url: string, cookie: string | null, payload: object = {}) =>
  app.inject({
    method: 'POST',
    url,
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    payload,
  });

async function makeCoupon(over: Partial<TCreateCouponRequest> = {}) {
  const res = await post('/api/admin/billing/coupons', admin, draft(over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; code: string };
}

const listed = async (code: string) => {
  const res = await app.inject({
    url: '/api/admin/billing/coupons',
    headers: { origin: ORIGIN, cookie: admin },
  });
  return (res.json().coupons as { code: string }[]).find((c) => c.code === code);
};

const useOf = async (reference: string) =>
  (await app.db.select().from(couponUse).where(eq(couponUse.checkoutReference, reference)))[0];

const checkoutOf = async (reference: string) =>
  (await app.db.select().from(checkoutRow).where(eq(checkoutRow.reference, reference)))[0];

describe('the admin’s coupons', () => {
  it('are made, listed with what they take off and disabled', async () => {
    const made = await makeCoupon({ code: ' spring-10 ', kind: 'amount', value: 150.5, cap: 40 });
    expect(made).toMatchObject({
      code: 'SPRING-10',
      value: 15_050,
      off: 'R150,50',
      appliesTo: 'The special offer, Builder passes',
      cap: 40,
      used: 0,
      held: 0,
      disabledAt: null,
    });
    expect(await listed('SPRING-10')).toMatchObject({ id: made.id, off: 'R150,50' });
    const off = await post(`/api/admin/billing/coupons/${made.id}/disable`, admin);
    expect(off.statusCode).toBe(200);
    expect(off.json().disabledAt).not.toBeNull();
    const { client } = await freeLearner(app);
    expect((await client.passQuote('pass-builder-1', 'spring-10')).body).toMatchObject({
      discount: 0,
      payNow: 30_000,
      couponMessage: 'This code can no longer be used.',
    });
  });

  it('are the admin’s alone, and bad input is refused field by field', async () => {
    const url = '/api/admin/billing/coupons';
    expect((await post(url, null, draft())).statusCode).toBe(401);
    expect((await app.inject({ url })).statusCode).toBe(401);
    const learner = await signInAs(app, 'free');
    expect((await post(url, learner.cookie, draft())).statusCode).toBe(403);
    expect((await app.inject({ url, headers: { cookie: learner.cookie } })).statusCode).toBe(403);

    const bad = await post(
      url,
      admin,
      draft({ code: 'a b', value: 150, offer: false, passTiers: [] }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ code: expect.stringMatching(/letters, digits/) });
    const percent = await post(url, admin, draft({ value: 150, offer: false, passTiers: [] }));
    expect(percent.json().fields).toEqual({
      value: 'Enter a whole percent, 1 to 99',
      appliesTo: 'Choose the offer, a pass tier or both',
    });
    const past = await post(url, admin, draft({ expiresOn: '2020-01-01' }));
    expect(past.statusCode).toBe(400);
    expect(past.json().fields).toEqual({ expiresOn: 'Choose today or a later day' });
    const cents = await post(url, admin, draft({ kind: 'amount', value: 1.005 }));
    expect(cents.json().fields).toEqual({ value: 'Enter rand and cents, up to R100 000' });

    const { code } = await makeCoupon();
    const again = await post(url, admin, draft({ code: code.toLowerCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json().fields).toEqual({ code: 'A coupon with this code already exists' });
    expect((await post(`${url}/${crypto.randomUUID()}/disable`, admin)).statusCode).toBe(404);
  });
});

describe('a coupon on a pass', () => {
  it('lowers the price quoted and paid, is spent once paid and is in the ledger', async () => {
    const { code } = await makeCoupon({ value: 20 });
    const { client, email } = await freeLearner(app);
    const quote = (await client.passQuote('pass-builder-3', code.toLowerCase())).body;
    expect(quote).toMatchObject({
      ok: true,
      price: 90_000,
      discount: 18_000,
      payNow: 72_000,
      couponMessage: `${code}: R180 off. You pay R720 instead of R900.`,
      message: expect.stringMatching(
        /^Builder pass for 3 months: R900, until .+ With your code you pay R720\.$/,
      ),
    });
    const started = await client.buyPass('pass-builder-3', code);
    expect(started.status).toBe(200);
    // Paystack is asked for the lowered amount: its checkout page shows it.
    const page = await app.inject({ url: new URL(started.body.authorization_url).pathname });
    expect(page.body).toContain('R720');
    expect(await useOf(started.body.reference)).toMatchObject({ status: 'held', discount: 18_000 });
    expect(await listed(code)).toMatchObject({ used: 0, held: 1 });

    await checkout(app, started.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('builder');
    expect(await checkoutOf(started.body.reference)).toMatchObject({
      status: 'success',
      amount: 72_000,
      discount: 18_000,
    });
    expect(await useOf(started.body.reference)).toMatchObject({ status: 'used' });
    expect(await listed(code)).toMatchObject({ used: 1, held: 0 });

    const csv = await app.inject({
      url: '/api/admin/billing/payments.csv',
      headers: { origin: ORIGIN, cookie: admin },
    });
    const row = csv.body.split('\r\n').find((l) => l.includes(started.body.reference)) ?? '';
    expect(row.split(',').slice(3, 6)).toEqual([
      email,
      'Builder pass 3 months (pass-builder-3)',
      '720.00',
    ]);
    expect(row.split(',').slice(-2)).toEqual([code, '180.00']);

    // One use per learner.
    const second = await client.buyPass('pass-builder-1', code);
    expect(second.status).toBe(409);
    expect(second.body.fields).toEqual({ coupon: 'You have already used this code.' });
  });

  it('is given back when the payment is declined, and refused where it does not apply', async () => {
    const { code } = await makeCoupon({ cap: 1, offer: false, passTiers: ['starter'] });
    const { client } = await freeLearner(app);
    const declined = await client.buyPass('pass-starter-1', code);
    await checkout(app, declined.body.authorization_url, 'decline');
    await app.paymentsSandbox?.idle();
    await client.payment(declined.body.reference);
    expect(await useOf(declined.body.reference)).toMatchObject({ status: 'released' });
    expect(await listed(code)).toMatchObject({ used: 0, held: 0 });

    const other = await freeLearner(app);
    const wrong = await other.client.buyPass('pass-builder-1', code);
    expect(wrong.status).toBe(409);
    expect(wrong.body.fields).toEqual({ coupon: 'This code does not apply to the Builder pass.' });
    expect((await other.client.buyPass('pass-starter-1', 'NO-SUCH-CODE')).body.fields).toEqual({
      coupon: 'There is no such code. Check it and try again.',
    });
    expect((await other.client.buyPass('pass-starter-1', code)).status).toBe(200);
  });

  it('held by a learner’s open checkout counts towards the cap until the hold runs out', async () => {
    const { code } = await makeCoupon({ cap: 1 });
    const first = await freeLearner(app);
    const a = await first.client.buyPass('pass-builder-1', code);
    // Starting again (the learner left the first checkout) moves the hold to the new one.
    const b = await first.client.buyPass('pass-builder-1', code);
    expect(b.status).toBe(200);
    expect(await useOf(a.body.reference)).toMatchObject({ status: 'released' });
    expect(await useOf(b.body.reference)).toMatchObject({ status: 'held' });

    const second = await freeLearner(app);
    const refused = await second.client.buyPass('pass-builder-1', code);
    expect(refused.status).toBe(409);
    expect(refused.body.fields.coupon).toBe('This code has been used as many times as it can be.');

    await app.db
      .update(couponUse)
      .set({ heldUntil: new Date(Date.now() - 1000) })
      .where(eq(couponUse.checkoutReference, b.body.reference));
    const taken = await second.client.buyPass('pass-builder-1', code);
    expect(taken.status).toBe(200);
    // The first learner pays after all: the price they were quoted stands and their use counts.
    await checkout(app, b.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect(await checkoutOf(b.body.reference)).toMatchObject({ status: 'success', amount: 24_000 });
    expect(await useOf(b.body.reference)).toMatchObject({ status: 'used' });
  });

  it('takes its share off what is left after an upgrade’s credit', async () => {
    const { code } = await makeCoupon({ value: 10 });
    const { client } = await freeLearner(app);
    const first = await client.buyPass('pass-starter-1');
    await checkout(app, first.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    const quote = (await client.passQuote('pass-builder-1', code)).body;
    expect(quote).toMatchObject({ ok: true, kind: 'upgrade' });
    const left = quote.price - quote.credit;
    expect(quote.credit).toBeGreaterThan(0);
    expect(quote.discount).toBe(Math.round(left / 10));
    expect(quote.payNow).toBe(left - quote.discount);
  });

  it('caps under concurrency: of two learners starting at once with the last use, one gets it', async () => {
    const { code } = await makeCoupon({ cap: 1 });
    const learners = await Promise.all([freeLearner(app), freeLearner(app)]);
    const answers = await Promise.all(
      learners.map((l) => l.client.buyPass('pass-builder-1', code)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409);
    expect(lost?.body.fields).toEqual({
      coupon: 'This code has been used as many times as it can be.',
    });
    const won = answers.find((a) => a.status === 200);
    expect(await checkoutOf(won?.body.reference)).toMatchObject({
      amount: 24_000,
      discount: 6_000,
    });
    expect(await listed(code)).toMatchObject({ used: 0, held: 1 });
  });
});

describe('a coupon on the offer', () => {
  const subscribe = (cookie: string, email: string, plan: string, coupon?: string) =>
    post('/api/subscription', cookie, { email, plan, ...(coupon ? { coupon } : {}) });

  it('lowers the offer’s price, and is refused with a subscription', async () => {
    const { code } = await makeCoupon({ kind: 'amount', value: 500, passTiers: [] });
    const { cookie, email, client } = await freeLearner(app);
    const quote = await app.inject({
      url: `/api/offer/quote?coupon=${code}`,
      headers: { cookie },
    });
    expect(quote.json().coupon).toEqual({
      code,
      applied: true,
      price: 200_000,
      discount: 50_000,
      payNow: 150_000,
      currency: 'ZAR',
      message: `${code}: R500 off. You pay ${R(150_000)} instead of ${R(200_000)}.`,
    });
    const plan = await subscribe(cookie, email, 'builderm', code);
    expect(plan.statusCode).toBe(400);
    expect(plan.json().fields).toEqual({ coupon: COUPON_RENEWAL_NOTE });

    const started = await subscribe(cookie, email, 'offer', code);
    expect(started.statusCode).toBe(200);
    const { reference, authorization_url } = started.json();
    await checkout(app, authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await client.payment(reference)).body.status).toBe('success');
    expect((await client.me()).body.role).toBe('creator');
    expect(await checkoutOf(reference)).toMatchObject({ amount: 150_000, discount: 50_000 });
    expect(await useOf(reference)).toMatchObject({ status: 'used' });
  });
});
