import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { billingNotice, subscription, user } from '../src/db/schema.ts';
import { sendRenewalReminders } from '../src/modules/billing/notices/index.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN } from './auth-helpers.ts';
import {
  billingMailsTo,
  freeLearner,
  SANDBOX_TEST_ENV,
  sandboxControl,
  subscribeAndPay,
  subscribedLearner,
} from './billing-helpers.ts';
import { postSignedWebhook } from './signed-webhook.ts';

/** Every money event tells the learner once: a notice, its mail, and /account's history. */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const mailsTo = (email: string) => billingMailsTo(app, email);
const subjectsTo = (email: string) => mailsTo(email).map((m) => m.subject);

async function noticesOf(email: string) {
  const [me] = await app.db.select().from(user).where(eq(user.email, email));
  const rows = await app.db
    .select()
    .from(billingNotice)
    .where(eq(billingNotice.userId, me?.id ?? ''));
  return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

const get = (url: string, cookie?: string) =>
  app.inject({ url, headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) } });

describe('a payment', () => {
  it('is receipted once by email and listed in the billing history with its receipt', async () => {
    const { email, cookie, reference } = await subscribedLearner(app, 'builderm');
    const notices = await noticesOf(email);
    expect(notices.map((n) => n.kind)).toEqual(['receipt']);
    expect(notices[0]?.sentAt).not.toBeNull();
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('ThinkBuild receipt: R300 for Builder (monthly)');
    expect(mail?.text).toContain('paid with your card ending in 4081');
    expect(mail?.text).toContain(`Reference: ${reference}.`);
    expect(mail?.link).toBe(`http://localhost:3000/account/receipts/${reference}`);

    // Paystack sends the charge again: nothing more is told.
    const verified = await app.payments.client.verifyTransaction(reference);
    await postSignedWebhook(app, { event: 'charge.success', data: verified, resent: true });
    await app.paymentsSandbox?.idle();
    expect(subjectsTo(email)).toHaveLength(1);

    const history = await get('/api/billing/history', cookie);
    expect(history.statusCode).toBe(200);
    expect(history.json().items).toEqual([
      expect.objectContaining({
        type: 'charge',
        amount: 30_000,
        currency: 'ZAR',
        status: 'Paid',
        reference,
        what: 'Builder (monthly)',
        cardLast4: '4081',
      }),
    ]);
    expect(history.json().notices[0]).toMatchObject({
      kind: 'receipt',
      heading: 'Thank you for your payment',
      path: `/account/receipts/${reference}`,
    });

    const receipt = await get(`/api/billing/receipts/${reference}`, cookie);
    expect(receipt.statusCode).toBe(200);
    expect(receipt.json()).toMatchObject({ reference, email, amount: 30_000, refunds: [] });
  });

  it('refuses the history and a receipt signed out, and another learner’s receipt', async () => {
    const { reference } = await subscribedLearner(app, 'starterm');
    expect((await get('/api/billing/history')).statusCode).toBe(401);
    expect((await get(`/api/billing/receipts/${reference}`)).statusCode).toBe(401);
    const other = await freeLearner(app);
    const theirs = await get(`/api/billing/receipts/${reference}`, other.cookie);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('4081');
    expect((await get('/api/billing/history', other.cookie)).json()).toEqual({
      items: [],
      notices: [],
    });
  });

  it('a renewal is receipted as one', async () => {
    const { email, code } = await subscribedLearner(app, 'builderm');
    await sandboxControl(app, code, 'renew-success');
    const kinds = (await noticesOf(email)).map((n) => [n.kind, n.data.renewal]);
    expect(kinds).toEqual([
      ['receipt', false],
      ['receipt', true],
    ]);
    expect(mailsTo(email)[0]?.text).toContain('We received R300 for Builder (monthly)');
  });

  it('lists charges made before receipts were told, from what Paystack sent', async () => {
    const { email, cookie, code, reference } = await subscribedLearner(app, 'starterm');
    await sandboxControl(app, code, 'renew-success');
    // As an account from before billing notices: no receipt was ever told.
    const [me] = await app.db.select().from(user).where(eq(user.email, email));
    await app.db.delete(billingNotice).where(eq(billingNotice.userId, me?.id ?? ''));
    const { items } = (await get('/api/billing/history', cookie)).json();
    expect(items).toHaveLength(2);
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'charge', reference, what: 'Starter (monthly)' }),
        expect.objectContaining({
          type: 'charge',
          status: 'Paid',
          amount: 20_000,
          what: 'Starter (monthly)',
          cardLast4: '4081',
        }),
      ]),
    );
    expect(new Set(items.map((i: { reference: string }) => i.reference)).size).toBe(2);
  });
});

describe('changes, refunds and take-backs', () => {
  it('a cancel says until when access lasts', async () => {
    const { email, client } = await subscribedLearner(app, 'builderm');
    expect((await client.cancel()).status).toBe(200);
    await app.paymentsSandbox?.idle();
    expect((await noticesOf(email)).map((n) => n.kind)).toEqual(['receipt', 'cancelled']);
    const [mail] = mailsTo(email);
    expect(mail?.subject).toBe('ThinkBuild: your subscription is cancelled');
    expect(mail?.text).toMatch(/You keep access until \d+ \w+ \d{4}\./);
  });

  it('a cancel made at Paystack (its own email link) is told once, as ours is', async () => {
    const { email, code } = await subscribedLearner(app, 'builderm');
    const token = (await app.payments.client.fetchSubscription(code)).email_token ?? '';
    await app.payments.client.disableSubscription({ code, token });
    await app.paymentsSandbox?.idle();
    expect((await noticesOf(email)).map((n) => n.kind)).toEqual(['receipt', 'cancelled']);
    expect(subjectsTo(email)).toContain('ThinkBuild: your subscription is cancelled');
  });

  it('an upgrade is one message: charged now, the unused part refunded; then the refund done', async () => {
    const learner = await freeLearner(app);
    await subscribeAndPay(app, learner.client, 'starterm');
    const [me] = await app.db.select().from(user).where(eq(user.email, learner.email));
    // Twenty days of the paid month left: part of it comes back.
    await app.db
      .update(subscription)
      .set({ nextPaymentDate: new Date(Date.now() + 20 * 86_400_000) })
      .where(eq(subscription.userId, me?.id ?? ''));
    expect((await learner.client.change('creatorm')).status).toBe(200);
    await app.paymentsSandbox?.idle();
    const kinds = (await noticesOf(learner.email)).map((n) => n.kind);
    expect(kinds.slice(0, 2)).toEqual(['receipt', 'upgraded']);
    // The refund we asked for was announced by the upgrade: only its end is told.
    expect(kinds).not.toContain('refund-started');
    const upgraded = mailsTo(learner.email).find((m) => m.subject.includes('you upgraded'));
    expect(upgraded?.subject).toBe('ThinkBuild: you upgraded to Creator (monthly)');
    expect(upgraded?.text).toContain('We charged R500 to your card ending in 4081');
    expect(upgraded?.text).toMatch(/We are refunding R\d+(,\d\d)? for the unused part/);
  });

  it('a refund on Paystack’s side: started, done, and the access it paid for taken back', async () => {
    const { email, cookie, code, reference } = await subscribedLearner(app, 'builderm');
    await sandboxControl(app, code, 'refund');
    // Paystack's refund is pending a moment before it is processed (SANDBOX_REFUND_DELAY_MS).
    await app.paymentsSandbox?.settled();
    expect((await noticesOf(email)).map((n) => n.kind)).toEqual(
      expect.arrayContaining(['receipt', 'refund-done', 'access-removed']),
    );
    expect(subjectsTo(email)).toContain('ThinkBuild: your access has ended');
    expect(subjectsTo(email)).toContain('ThinkBuild: your refund of R300 is done');
    const items = (await get('/api/billing/history', cookie)).json().items;
    expect(items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'refund', status: 'Refunded', reference, amount: 30_000 }),
        expect.objectContaining({ type: 'charge', status: 'Paid', reference }),
      ]),
    );
    const receipt = (await get(`/api/billing/receipts/${reference}`, cookie)).json();
    expect(receipt.refunds).toEqual([expect.objectContaining({ status: 'Refunded' })]);
  });

  it('a dispute says the access is taken back while it is open', async () => {
    const { email, code } = await subscribedLearner(app, 'builderm');
    await sandboxControl(app, code, 'dispute');
    const removed = (await noticesOf(email)).find((n) => n.kind === 'access-removed');
    expect(removed?.data).toMatchObject({ cause: 'dispute', purchase: 'builderm' });
    expect(mailsTo(email)[0]?.text).toContain('Your bank disputed your payment');
  });
});

describe('the annual renewal reminder', () => {
  it('tells an annual subscriber 7 days before, once per period; not a monthly one', async () => {
    const annual = await subscribedLearner(app, 'buildera');
    const monthly = await subscribedLearner(app, 'builderm');
    const soon = new Date(Date.now() + 6 * 86_400_000);
    for (const who of [annual, monthly]) {
      const [me] = await app.db.select().from(user).where(eq(user.email, who.email));
      await app.db
        .update(subscription)
        .set({ nextPaymentDate: soon })
        .where(eq(subscription.userId, me?.id ?? ''));
    }
    expect(await sendRenewalReminders(app.db)).toBe(1);
    expect(await sendRenewalReminders(app.db)).toBe(0);
    await app.paymentsSandbox?.idle();
    const [mail] = mailsTo(annual.email);
    expect(mail?.subject).toMatch(/^ThinkBuild: your Builder \(annually\) plan renews on /);
    expect(mail?.text).toContain('we will charge R2');
    expect(mail?.text).toContain('your card ending in 4081');
    expect((await noticesOf(monthly.email)).map((n) => n.kind)).toEqual(['receipt']);
  });
});
