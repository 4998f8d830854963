import { isoDay } from '@thinkbuild/core';
import { addDays } from '@thinkbuild/core/calendar-days';
import { passEndsOn, passStatusText } from '@thinkbuild/core/passes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { learnerPass, sponsorCode, subscription, user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { freeLearner, SANDBOX_TEST_ENV } from './billing-helpers.ts';

/**
 * Sponsor codes (decisions/043): an admin makes a batch someone paid for, a learner redeems a
 * code for its pass at once, each code works once (also under two redemptions at once), and the
 * admin sees who redeemed what and revokes the rest.
 */
let app: TTestApp;
let admin: string;
withTestApp({ env: SANDBOX_TEST_ENV }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
});

const JHB = 'Africa/Johannesburg';
const BATCHES = '/api/admin/billing/sponsor-batches';
const headersOf = (cookie?: string) => ({ origin: ORIGIN, ...(cookie ? { cookie } : {}) });

async function call(method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) {
  const res = await app.inject({ method, url, headers: headersOf(cookie), payload });
  return {
    status: res.statusCode,
    body: String(res.headers['content-type']).includes('json') ? res.json() : res.body,
  };
}

const batchFor = { paidBy: 'Soweto High School', paymentReference: 'EFT-2026-118' };

/** A new batch, and its codes as the CSV lists them. */
async function newBatch(tier = 'builder', months = 3, size = 3) {
  const made = await call('POST', BATCHES, admin, { tier, months, size, ...batchFor });
  expect(made.status).toBe(201);
  const csv = await call('GET', `${BATCHES}/${made.body.id}/codes.csv`, admin);
  const codes = String(csv.body)
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0] as string);
  return { batch: made.body, codes, csv: String(csv.body) };
}

const redeem = (cookie: string, code: string) =>
  call('POST', '/api/sponsor-codes/redeem', cookie, { code });

async function userId(email: string) {
  const [row] = await app.db.select().from(user).where(eq(user.email, email));
  return row?.id ?? '';
}

describe('a batch of sponsor codes', () => {
  it('is made by an admin only, from a tier, 1/3/12 months and 1–500 codes, with who paid', async () => {
    expect((await call('POST', BATCHES, undefined, {})).status).toBe(401);
    const learner = await freeLearner(app);
    expect((await call('GET', BATCHES, learner.cookie)).status).toBe(403);
    expect((await call('POST', BATCHES, learner.cookie, { tier: 'builder' })).status).toBe(403);
    const bad = await call('POST', BATCHES, admin, {
      tier: 'gold',
      months: 2,
      size: 501,
      paidBy: ' ',
      paymentReference: '',
      amount: '12,5',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      tier: 'Choose a tier',
      months: 'Choose 1, 3 or 12 months',
      size: 'At most 500 codes in one batch',
      paidBy: 'Say who paid',
      paymentReference: 'Enter their payment’s reference',
      amount: 'Enter an amount in rand, like 18000 or 18000.50',
    });

    const made = await call('POST', BATCHES, admin, {
      tier: 'builder',
      months: 3,
      size: 40,
      amount: '18000',
      ...batchFor,
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      tier: 'builder',
      months: 3,
      size: 40,
      amount: 1_800_000,
      currency: 'ZAR',
      redeemed: 0,
      revoked: 0,
      redeemers: [],
      ...batchFor,
    });
    const csv = await app.inject({
      url: `${BATCHES}/${made.body.id}/codes.csv`,
      headers: headersOf(admin),
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="thinkbuild-sponsor-codes-builder-3m-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('code,tier,months,status,redeemed by,redeemed at');
    expect(lines).toHaveLength(41);
    const codes = lines.slice(1).map((l) => l.split(',')[0]);
    expect(new Set(codes).size).toBe(40);
    for (const line of lines.slice(1)) {
      expect(line).toMatch(
        /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4},builder,3,unused,,$/,
      );
    }
    const listed = await call('GET', BATCHES, admin);
    expect(listed.body.batches[0]).toMatchObject({ id: made.body.id, size: 40 });
    expect(
      (await call('GET', `${BATCHES}/00000000-0000-4000-8000-000000000000/codes.csv`, admin))
        .status,
    ).toBe(404);
  });
});

describe('redeeming a sponsor code', () => {
  it('gives its pass at once and works once; the admin sees by whom, and revokes the rest', async () => {
    const { batch, codes } = await newBatch('builder', 3, 3);
    const [first, second, third] = codes as [string, string, string];
    const a = await freeLearner(app);
    const today = isoDay(new Date(), JHB);
    const endsOn = passEndsOn(today, 3);

    // Typed as it might be copied from paper: lower case, spaces, O for 0.
    const typed = first.toLowerCase().replaceAll('-', ' ').replaceAll('0', 'o');
    const got = await redeem(a.cookie, typed);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({
      tier: 'builder',
      months: 3,
      startsOn: today,
      endsOn,
      text: passStatusText('builder', endsOn, JHB),
    });
    expect((await a.client.me()).body.role).toBe('builder');
    expect((await a.client.customer()).body.pass?.text).toBe(
      passStatusText('builder', endsOn, JHB),
    );
    const [row] = await app.db
      .select()
      .from(learnerPass)
      .where(eq(learnerPass.sponsorCode, first.replaceAll('-', '')));
    expect(row).toMatchObject({ userId: await userId(a.email), paid: 0, checkoutReference: null });

    expect((await redeem(a.cookie, first)).body).toMatchObject({
      code: 'CONFLICT',
      message: 'You have already redeemed this code.',
    });
    const b = await freeLearner(app);
    expect(await redeem(b.cookie, first)).toMatchObject({
      status: 409,
      body: {
        message: 'This code has already been used.',
        fields: { code: 'This code has already been used.' },
      },
    });
    expect((await b.client.me()).body.role).toBe('free');

    expect((await call('POST', `${BATCHES}/${batch.id}/revoke`, admin)).body).toEqual({
      revoked: 2,
    });
    expect(await redeem(b.cookie, second)).toMatchObject({
      status: 409,
      body: { message: 'This code is no longer valid.' },
    });
    const listed = (await call('GET', BATCHES, admin)).body.batches.find(
      (x: { id: string }) => x.id === batch.id,
    );
    expect(listed).toMatchObject({ redeemed: 1, revoked: 2, redeemers: [{ email: a.email }] });
    const csv = String((await call('GET', `${BATCHES}/${batch.id}/codes.csv`, admin)).body);
    expect(csv).toMatch(
      new RegExp(`${first},builder,3,redeemed,${a.email},${today}T\\d{2}:\\d{2}:\\d{2}\\+02:00`),
    );
    expect(csv).toContain(`${third},builder,3,revoked,,`);
  });

  it('code redeemed once under two concurrent redemptions', async () => {
    const { codes } = await newBatch('creator', 1, 1);
    const code = codes[0] as string;
    const [a, b] = await Promise.all([freeLearner(app), freeLearner(app)]);
    const answers = await Promise.all([redeem(a.cookie, code), redeem(b.cookie, code)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409]);
    expect(answers.find((x) => x.status === 409)?.body.message).toBe(
      'This code has already been used.',
    );
    const rows = await app.db
      .select()
      .from(learnerPass)
      .where(eq(learnerPass.sponsorCode, code.replaceAll('-', '')));
    expect(rows).toHaveLength(1);
    const [claimed] = await app.db
      .select()
      .from(sponsorCode)
      .where(eq(sponsorCode.code, code.replaceAll('-', '')));
    expect(claimed?.redeemedBy).toBe(rows[0]?.userId);
  });

  it('refuses a code it cannot find, or not shaped like one, at its field', async () => {
    const a = await freeLearner(app);
    expect(await redeem(a.cookie, '0000-0000-0000')).toMatchObject({
      status: 404,
      body: {
        fields: { code: 'No sponsor code matches this. Check it against the one you were given.' },
      },
    });
    expect(await redeem(a.cookie, 'ABC')).toMatchObject({
      status: 400,
      body: { fields: { code: 'A sponsor code has 12 letters and digits, like 7KQ2-M9XD-R4TB.' } },
    });
    const visitor = await call('POST', '/api/sponsor-codes/redeem', undefined, { code: 'ABC' });
    expect(visitor.status).toBe(401);
  });

  it('beside a renewing subscription: refused, naming it; the code stays unused', async () => {
    const { codes } = await newBatch('builder', 1, 1);
    const subscriber = await signInAs(app, 'starter');
    const refused = await redeem(subscriber.cookie, codes[0] as string);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^Your Starter \(monthly\) subscription still renews.*Cancel the subscription first/,
    );
    const a = await freeLearner(app);
    expect((await redeem(a.cookie, codes[0] as string)).status).toBe(200);
  });

  it('beside a cancelled subscription: from the day after its paid period ends', async () => {
    const { codes } = await newBatch('builder', 1, 1);
    const a = await freeLearner(app);
    // Cancelled: its paid period ends 10 days from now, at this hour.
    const paidUntil = new Date(Date.now() + 10 * 86_400_000);
    await app.db.insert(subscription).values({
      userId: await userId(a.email),
      planCode: 'creatorm',
      tier: 'creator',
      interval: 'monthly',
      status: 'non-renewing',
      nextPaymentDate: paidUntil,
    });
    const got = await redeem(a.cookie, codes[0] as string);
    expect(got.status).toBe(200);
    expect(got.body.startsOn).toBe(addDays(isoDay(paidUntil, JHB), 1));
    expect(got.body.message).toContain('the day after your Creator (monthly) subscription’s');
    // Until then the subscription gives its tier, and the code's pass waits.
    expect((await a.client.me()).body.role).toBe('creator');
  });

  it('of a higher tier over a running pass: from today, the lower days after it', async () => {
    const starter = (await newBatch('starter', 1, 1)).codes[0] as string;
    const creator = (await newBatch('creator', 1, 1)).codes[0] as string;
    const a = await freeLearner(app);
    const first = await redeem(a.cookie, starter);
    const second = await redeem(a.cookie, creator);
    expect(second.body.text).toBe(passStatusText('creator', second.body.endsOn, JHB));
    expect((await a.client.me()).body.role).toBe('creator');
    const rows = await app.db
      .select()
      .from(learnerPass)
      .where(eq(learnerPass.userId, await userId(a.email)));
    const moved = rows.find((r) => r.tier === 'starter');
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    expect(moved?.startsOn).toBe(
      isoDay(new Date(Date.parse(`${second.body.endsOn}T12:00:00Z`) + 86_400_000), 'UTC'),
    );
    expect(days(moved?.startsOn ?? '', moved?.endsOn ?? '')).toBe(
      days(first.body.startsOn, first.body.endsOn),
    );
  });

  it('is limited per learner: the 11th try in a minute is refused', async () => {
    const a = await freeLearner(app);
    for (let i = 0; i < 10; i++)
      expect((await redeem(a.cookie, '0000-0000-0000')).status).toBe(404);
    const limited = await redeem(a.cookie, '0000-0000-0000');
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many attempts. Please wait a minute and try again.');
  });
});
