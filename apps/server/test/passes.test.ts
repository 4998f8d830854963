import { isoDay } from '@thinkbuild/core';
import { addDays } from '@thinkbuild/core/calendar-days';
import { passEndsOn } from '@thinkbuild/core/passes';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { checkout as checkoutRow, learnerPass, sandboxRecord } from '../src/db/schema.ts';
import { sendPassReminders } from '../src/modules/billing/passes/reminders.ts';
import { insertPass } from '../src/modules/billing/passes/repo.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import {
  billingMailsTo,
  checkout,
  freeLearner,
  resolveDispute,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribedLearner,
} from './billing-helpers.ts';

/**
 * Prepaid passes (issue 43, decisions/043): one payment by any channel for a tier's calendar
 * days; extended, upgraded with credit, refused beside a subscription, taken back by a refund,
 * and gone when their last day ends.
 */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const JHB = 'Africa/Johannesburg';
const today = () => isoDay(new Date(), JHB);
const form = { 'content-type': 'application/x-www-form-urlencoded' };

/** Pays a started checkout at the sandbox's bank step (eft, capitec_pay) with the answer. */
async function atBank(url: string, channel: string, answer: 'approve' | 'leave') {
  const path = new URL(url).pathname;
  const res = await app.inject({
    method: 'POST',
    url: `${path}/bank/${channel}/${answer}`,
    headers: form,
    payload: '',
  });
  expect(res.statusCode).toBe(303);
  await app.paymentsSandbox?.idle();
}

const passRows = (userEmail: string) =>
  app.db.query.user.findFirst({ where: (u, { eq }) => eq(u.email, userEmail) }).then((u) =>
    app.db
      .select()
      .from(learnerPass)
      .where(and(eq(learnerPass.userId, u?.id ?? ''), isNull(learnerPass.takenBackAt))),
  );

/** Moves a learner's pass rows `days` into the past (as if bought then). */
async function ageRows(email: string, days: number) {
  for (const row of await passRows(email)) {
    const startsOn = addDays(row.startsOn, -days);
    const endsOn = addDays(row.endsOn, -days);
    await app.db
      .update(learnerPass)
      .set({
        startsOn,
        endsOn,
        startsAt: new Date(row.startsAt.getTime() - days * 86_400_000),
        endsAt: new Date(row.endsAt.getTime() - days * 86_400_000),
      })
      .where(eq(learnerPass.id, row.id));
  }
}

describe('a prepaid pass', () => {
  it('is recalled 7 days before, the day before and on the morning of its last day, each once', async () => {
    const { client, email } = await freeLearner(app);
    const started = await client.buyPass('pass-builder-1');
    await atBank(started.body.authorization_url, 'capitec_pay', 'approve');
    const endsOn = passEndsOn(today(), 1);
    /** 07:00 in Johannesburg on `day`, when the daily job runs. */
    const morning = (day: string) => new Date(`${day}T05:00:00Z`);
    const subjects = () =>
      billingMailsTo(app, email)
        .map((m) => m.subject)
        .filter((s) => s.includes('pass ends'));
    const run = async (day: string) => {
      await sendPassReminders(app.db, JHB, morning(day));
      await app.paymentsSandbox?.idle();
      return subjects();
    };
    expect(await run(addDays(endsOn, -8))).toEqual([]);
    expect(await run(addDays(endsOn, -7))).toEqual([
      'ThinkBuild: your Builder pass ends in 7 days',
    ]);
    expect(await run(addDays(endsOn, -6))).toHaveLength(1);
    expect(await run(addDays(endsOn, -1))).toHaveLength(2);
    // Mailed by jobs: in any order.
    expect((await run(endsOn)).sort()).toEqual([
      'ThinkBuild: your Builder pass ends in 7 days',
      'ThinkBuild: your Builder pass ends today',
      'ThinkBuild: your Builder pass ends tomorrow',
    ]);
    const last = billingMailsTo(app, email).find((m) => m.subject.endsWith('ends today'));
    expect(last?.text).toContain('The button pays with Capitec Pay, as last time.');
    expect(last?.text).toContain('/subscription?pass=pass-builder-1&channel=capitec_pay#pass');
    expect(await run(addDays(endsOn, 1))).toHaveLength(3);
  });

  it('bought by Instant EFT: pending until the bank confirms, then the tier opens until its last day', async () => {
    const { client, email } = await freeLearner(app);
    const quote = await client.passQuote('pass-builder-3');
    const endsOn = passEndsOn(today(), 3);
    expect(quote.body).toMatchObject({
      ok: true,
      kind: 'new',
      price: 90_000,
      credit: 0,
      payNow: 90_000,
      startsOn: today(),
      endsOn,
    });
    expect(quote.body.message).toMatch(
      /^Builder pass for 3 months: R900, until \d{1,2} \w+ \d{4}\. It does not renew\.$/,
    );

    const started = await client.buyPass('pass-builder-3');
    expect(started.status).toBe(200);
    await atBank(started.body.authorization_url, 'eft', 'leave');
    expect((await client.payment(started.body.reference)).body.status).toBe('pending');
    expect((await client.me()).body.role).toBe('free');

    const bank = await app.inject({
      method: 'POST',
      url: `/sandbox/paystack/bank/${started.body.reference}/success`,
      headers: {
        authorization: `Bearer ${app.payments.webhookSecret}`,
        accept: 'application/json',
      },
    });
    expect(bank.statusCode).toBe(200);
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body.role).toBe('builder');
    const customer = (await client.customer()).body;
    expect(customer.pass).toMatchObject({ tier: 'builder', startsOn: today(), endsOn });
    expect(customer.pass.text).toMatch(/^Builder pass — until \d{1,2} \w+ \d{4}$/);
    // Nothing to charge again: no subscription, no card kept.
    expect(customer.subscriptions).toEqual([]);
    expect(customer.authorizations).toEqual([]);
    const [co] = await app.db
      .select()
      .from(checkoutRow)
      .where(eq(checkoutRow.reference, started.body.reference));
    expect(co).toMatchObject({ status: 'success', channel: 'eft', amount: 90_000 });
    expect(await passRows(email)).toHaveLength(1);
  });

  it('of the same tier extends the running one from its end date', async () => {
    const { client } = await freeLearner(app);
    const first = await client.buyPass('pass-starter-1');
    await atBank(first.body.authorization_url, 'capitec_pay', 'approve');
    const firstEnd = passEndsOn(today(), 1);

    const quote = (await client.passQuote('pass-starter-3')).body;
    expect(quote).toMatchObject({ ok: true, kind: 'extend', startsOn: addDays(firstEnd, 1) });
    expect(quote.endsOn).toBe(passEndsOn(firstEnd, 3));
    const second = await client.buyPass('pass-starter-3');
    await checkout(app, second.body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await client.customer()).body.pass).toMatchObject({
      tier: 'starter',
      startsOn: today(),
      endsOn: passEndsOn(firstEnd, 3),
    });
  });

  it('of a higher tier is an upgrade: the unused days are taken off its price', async () => {
    const { client, email } = await freeLearner(app);
    const first = await client.buyPass('pass-starter-3');
    await atBank(first.body.authorization_url, 'eft', 'approve');
    await ageRows(email, 30);

    const quote = (await client.passQuote('pass-builder-3')).body;
    expect(quote.kind).toBe('upgrade');
    expect(quote.credit).toBeGreaterThan(0);
    expect(quote.credit).toBeLessThan(60_000);
    expect(quote.payNow).toBe(90_000 - quote.credit);
    const started = await client.buyPass('pass-builder-3');
    const [co] = await app.db
      .select()
      .from(checkoutRow)
      .where(eq(checkoutRow.reference, started.body.reference));
    expect(co).toMatchObject({ amount: quote.payNow, credit: quote.credit });
    await atBank(started.body.authorization_url, 'capitec_pay', 'approve');
    expect((await client.me()).body.role).toBe('builder');
    const rows = await passRows(email);
    const starter = rows.find((r) => r.tier === 'starter');
    expect(starter?.endsOn).toBe(addDays(today(), -1));
    expect(rows.find((r) => r.tier === 'builder')).toMatchObject({
      startsOn: today(),
      paid: 90_000,
    });
    // A lower tier while a higher one runs is refused: it would pay for days already held.
    const lower = await client.buyPass('pass-starter-1');
    expect(lower.status).toBe(409);
    expect(lower.body.message).toMatch(/includes everything in Starter/);
  });

  it("extended while a sponsor code's lower pass waits after it: the waiting days follow, never overlap", async () => {
    const { client, email } = await freeLearner(app);
    const first = await client.buyPass('pass-builder-1');
    await atBank(first.body.authorization_url, 'eft', 'approve');
    const [builder] = await passRows(email);
    // A Starter month queued after the Builder pass (as a redeemed code places it).
    const queuedStart = addDays(builder?.endsOn ?? '', 1);
    await insertPass(
      app.db,
      {
        userId: builder?.userId ?? '',
        tier: 'starter',
        months: 1,
        startsOn: queuedStart,
        endsOn: passEndsOn(queuedStart, 1),
        paid: 0,
        currency: 'ZAR',
      },
      JHB,
    );
    const more = await client.buyPass('pass-builder-1');
    await atBank(more.body.authorization_url, 'eft', 'approve');
    const rows = (await passRows(email)).sort((a, b) => a.startsOn.localeCompare(b.startsOn));
    expect(rows.map((r) => r.tier)).toEqual(['builder', 'builder', 'starter']);
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]?.startsOn).toBe(addDays(rows[i - 1]?.endsOn ?? '', 1));
    }
  });

  it('ends with its last day: access falls back to free', async () => {
    const { client, email } = await freeLearner(app);
    const started = await client.buyPass('pass-creator-1');
    await atBank(started.body.authorization_url, 'eft', 'approve');
    expect((await client.me()).body.role).toBe('creator');
    await ageRows(email, 40);
    expect((await client.customer()).body.pass).toBeNull();
    // The viewer is cached for a few seconds: a fresh sign-in reads the rows again.
    const me = await app.inject({
      url: '/api/me',
      headers: { cookie: (await freeLearnerCookie(email)) ?? '', origin: ORIGIN },
    });
    expect(me.json().role).toBe('free');
  });

  it('is never bought beside a subscription, and no subscription starts beside it', async () => {
    const subscriber = await subscribedLearner(app, 'builderm');
    const refused = await subscriber.client.buyPass('pass-creator-3');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(
      /^You have the Builder \(monthly\) subscription, which would charge for the same days\./,
    );
    const quote = (await subscriber.client.passQuote('pass-creator-3')).body;
    expect(quote).toMatchObject({ ok: false, payNow: 0 });

    const { client } = await freeLearner(app);
    const pass = await client.buyPass('pass-builder-1');
    await atBank(pass.body.authorization_url, 'eft', 'approve');
    const subscribe = await client.subscribe('creatorm');
    expect(subscribe.status).toBe(409);
    expect(subscribe.body.message).toMatch(
      /^Your Builder pass runs until .+\. Subscribe after it ends/,
    );
  });

  it('refunded: its days are taken back and a later extension moves up to today', async () => {
    const { client, email } = await freeLearner(app);
    const first = await client.buyPass('pass-builder-1');
    await atBank(first.body.authorization_url, 'eft', 'approve');
    const second = await client.buyPass('pass-builder-1');
    await atBank(second.body.authorization_url, 'eft', 'approve');
    await app.payments.client.refund({ transaction: first.body.reference });
    await app.paymentsSandbox?.idle();
    const rows = await passRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.checkoutReference).toBe(second.body.reference);
    expect(rows[0]?.startsOn).toBe(today());
    expect((await client.me()).body.role).toBe('builder');
  });

  it("renewed from its reminder's link: paid by the same channel only", async () => {
    const { client } = await freeLearner(app);
    const started = await client.buyPass('pass-starter-1', undefined, 'capitec_pay');
    expect(started.status).toBe(200);
    const page = (await app.inject({ url: new URL(started.body.authorization_url).pathname })).body;
    expect(page).toContain('Pay with Capitec Pay');
    expect(page).not.toContain('Pay with Instant EFT');
    const odd = await client.buyPass('pass-starter-1', undefined, 'paypal');
    expect(odd.status).toBe(400);
    expect(JSON.stringify(odd.body)).toContain('Choose how to pay');
  });

  it('disputed: its days are taken back; the dispute won by the merchant gives them back', async () => {
    const { client, email } = await freeLearner(app);
    const started = await client.buyPass('pass-creator-1');
    await atBank(started.body.authorization_url, 'capitec_pay', 'approve');
    const endsOn = passEndsOn(today(), 1);
    await sandboxControl(app, started.body.reference, 'dispute');
    expect(await passRows(email)).toEqual([]);
    expect((await client.me()).body.role).toBe('free');
    await resolveDispute(app, started.body.reference, 'declined');
    const rows = await passRows(email);
    expect(rows.map((r) => [r.tier, r.startsOn, r.endsOn])).toEqual([['creator', today(), endsOn]]);
  });

  it('replaced by the offer: it stops and its unused days come back, as quoted before paying', async () => {
    const { client, email, cookie } = await freeLearner(app);
    const started = await client.buyPass('pass-builder-3');
    await atBank(started.body.authorization_url, 'eft', 'approve');
    await ageRows(email, 30);
    const quote = (await app.inject({ url: '/api/offer/quote', headers: { cookie } })).json();
    expect(quote.refund).toBeGreaterThan(50_000);
    expect(quote.refund).toBeLessThan(70_000);
    expect(quote.message).toMatch(
      /^Your Builder pass stops; R[\d\s,]+ of its unused days comes back the way you paid\.$/,
    );
    await checkout(app, (await client.subscribe('offer')).body.authorization_url, 'pay');
    await app.paymentsSandbox?.idle();
    expect((await client.me()).body).toMatchObject({ role: 'creator', lifetimeAccess: true });
    expect(await passRows(email)).toEqual([]);
    const refunds = (
      await app.db.select().from(sandboxRecord).where(eq(sandboxRecord.kind, 'refund'))
    )
      .map((r) => r.data as { transaction_reference: string; amount: number })
      .filter((r) => r.transaction_reference === started.body.reference);
    expect(refunds.map((r) => r.amount)).toEqual([quote.refund]);
    const mail = billingMailsTo(app, email).find((m) => m.subject.includes('has stopped'));
    expect(mail?.subject).toBe('ThinkBuild: your Builder pass has stopped');
  });

  it('refuses the signed out and an unknown pass', async () => {
    const out = await app.inject({ url: '/api/passes/quote?pass=pass-builder-3' });
    expect(out.statusCode).toBe(401);
    const { client } = await freeLearner(app);
    const unknown = await client.buyPass('pass-builder-2');
    expect(unknown.status).toBe(400);
    expect(JSON.stringify(unknown.body)).toContain('Choose a pass');
    expect((await client.passQuote('')).status).toBe(400);
  });
});

async function freeLearnerCookie(email: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password: 'correct-horse-battery' },
  });
  return res.headers['set-cookie']?.toString().split(';')[0];
}
