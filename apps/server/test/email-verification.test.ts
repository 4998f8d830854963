import { readFile } from 'node:fs/promises';
import {
  VERIFY_EMAIL_MESSAGES,
  VERIFY_EMAIL_RESEND_LIMIT,
} from '@thinkbuild/core/schemas/email-verification';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { serverSecret } from '../src/config.ts';
import { checkout, subscription, user } from '../src/db/schema.ts';
import { seedDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { VERIFY_MAIL_SUBJECT } from '../src/modules/auth/verify-email.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  ORIGIN,
  PASSWORD,
  signInAs,
  uniqueEmail,
  verificationLink,
  verifyEmail,
} from './auth-helpers.ts';
import { learnerClient, SANDBOX_TEST_ENV } from './billing-helpers.ts';

/** Verified email (issue 39, decisions/034): learning at once, paying and the rest once proven. */
let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie }, ...(payload && { payload }) });

const me = async (cookie: string) => (await send('GET', '/api/me', cookie)).json();
const mailsTo = (email: string) =>
  (app.mailer.list?.() ?? []).filter((m) => m.to === email && m.subject === VERIFY_MAIL_SUBJECT);

const unverifiedLearner = async (role: 'free' | 'builder' | 'admin' = 'free') =>
  signInAs(app, role, { verified: false });

const expectRefused = (res: { statusCode: number; json(): unknown }, action: string) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ code: 'EMAIL_NOT_VERIFIED', message: action });
};

describe('sign-up mails a verification link and learning starts at once', () => {
  it('mails the link, which lands on /verify-email, verifies the address and signs no one in', async () => {
    const { email, cookie } = await unverifiedLearner();
    expect(await me(cookie)).toMatchObject({ email, emailVerified: false });
    expect((await send('GET', '/api/catalog', cookie)).statusCode).toBe(200);
    const [mail] = mailsTo(email);
    expect(mail?.text).toContain('You can start learning straight away');
    expect(mail?.html).toContain('Verify my email');

    const res = await app.inject({ url: verificationLink(app, email) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email');
    // The link proves the inbox, not the browser: no session comes with it.
    expect(String(res.headers['set-cookie'] ?? '')).not.toContain('session_token=');
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
  });

  it('sends a spoiled or forged link back to the page with an error, and verifies nothing', async () => {
    const { email, cookie } = await unverifiedLearner();
    const link = new URL(verificationLink(app, email), ORIGIN);
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    const res = await app.inject({ url: link.pathname + link.search });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/verify-email?error=INVALID_TOKEN');
    expect(await me(cookie)).toMatchObject({ emailVerified: false });
  });
});

describe('an unverified learner is refused, with a message the screens answer with Resend', () => {
  it('at checkout, before any payment starts; verified, the same learner may pay', async () => {
    const learner = await unverifiedLearner();
    const client = learnerClient(app, learner);
    const refused = await send('POST', '/api/subscription', learner.cookie, {
      email: learner.email,
      plan: 'builderm',
    });
    expectRefused(refused, VERIFY_EMAIL_MESSAGES.needed('pay'));
    const [row] = await app.db.select().from(user).where(eq(user.email, learner.email));
    const started = await app.db
      .select()
      .from(checkout)
      .where(eq(checkout.userId, row?.id ?? ''));
    expect(started).toEqual([]);
    expect((await client.subscribe('offer')).status).toBe(403);

    await verifyEmail(app, learner.email);
    const paying = await client.subscribe('builderm');
    expect(paying.status).toBe(200);
    expect(paying.body.authorization_url).toContain('/sandbox/paystack/checkout/');
  });

  it('changing plan, while cancelling stays open to them', async () => {
    const learner = await unverifiedLearner('builder');
    const change = await send('POST', '/api/subscription/change', learner.cookie, {
      plan: 'creatorm',
    });
    expectRefused(change, VERIFY_EMAIL_MESSAGES.needed('pay'));
    const [row] = await app.db.select().from(user).where(eq(user.email, learner.email));
    const subs = await app.db
      .select({ plan: subscription.planCode })
      .from(subscription)
      .where(eq(subscription.userId, row?.id ?? ''));
    expect(subs).toEqual([{ plan: 'builderm' }]);
    const cancel = await send('POST', '/api/subscription/cancel', learner.cookie, {});
    expect(cancel.statusCode).not.toBe(403);
  });

  it('earning a certificate: naming it and downloading (issuing) it', async () => {
    const { cookie } = await unverifiedLearner();
    const name = await send('PUT', '/api/certificates/name', cookie, { name: 'Thandi Nkosi' });
    expectRefused(name, VERIFY_EMAIL_MESSAGES.needed('certificate'));
    const pdf = await send('GET', '/api/courses/web/any/sections/deployment/certificate', cookie);
    expectRefused(pdf, VERIFY_EMAIL_MESSAGES.needed('certificate'));
    expect((await send('GET', '/api/certificates', cookie)).statusCode).toBe(200);
  });

  it('changing the email: refused before the password is read, and no mail goes out', async () => {
    const { email, cookie } = await unverifiedLearner();
    const newEmail = uniqueEmail('elsewhere');
    const res = await send('POST', '/api/auth/change-email', cookie, {
      newEmail,
      password: PASSWORD,
      callbackURL: '/account?email=changed',
    });
    expectRefused(res, VERIFY_EMAIL_MESSAGES.needed('changeEmail'));
    expect((app.mailer.list?.() ?? []).filter((m) => m.to === newEmail)).toEqual([]);
    expect(await me(cookie)).toMatchObject({ email });
  });

  it('publishing what others read: an admin writes only from a proven address, reads at once', async () => {
    const { email, cookie } = await unverifiedLearner('admin');
    expect((await send('GET', '/api/admin/blogs', cookie)).statusCode).toBe(200);
    const write = await send('POST', '/api/admin/blogs', cookie, { title: 'x' });
    expectRefused(write, VERIFY_EMAIL_MESSAGES.needed('post'));
    await verifyEmail(app, email);
    expect((await send('POST', '/api/admin/blogs', cookie, { title: 'x' })).statusCode).toBe(400);
  });
});

describe('Resend', () => {
  const resend = (cookie: string, email: string) =>
    send('POST', '/api/auth/send-verification-email', cookie, {
      email,
      callbackURL: '/verify-email',
    });

  it('mails a new link, a few per address, then says how long to wait', async () => {
    const { email, cookie } = await unverifiedLearner();
    for (let i = 0; i < VERIFY_EMAIL_RESEND_LIMIT.max; i++) {
      const res = await resend(cookie, email);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(mailsTo(email)).toHaveLength(1 + VERIFY_EMAIL_RESEND_LIMIT.max);
    const limited = await resend(cookie, email);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(VERIFY_EMAIL_MESSAGES.resendLimited);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
    expect(mailsTo(email)).toHaveLength(1 + VERIFY_EMAIL_RESEND_LIMIT.max);
    // The newest link works like the first.
    await verifyEmail(app, email);
    expect(await me(cookie)).toMatchObject({ emailVerified: true });
  });

  it('refuses another address than the signed-in one, a verified one, and bad input', async () => {
    const { email, cookie } = await unverifiedLearner();
    const other = await resend(cookie, uniqueEmail('someone-else'));
    expect(other.statusCode).toBe(400);
    const bad = await send('POST', '/api/auth/send-verification-email', cookie, {
      email,
      callbackURL: 'https://elsewhere.example/',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.callbackURL).toBeTruthy();
    await verifyEmail(app, email);
    const again = await resend(cookie, email);
    expect(again.statusCode).toBe(400);
    expect(mailsTo(email)).toHaveLength(1);
  });
});

describe('accounts that exist when this ships', () => {
  it('are treated as verified by migration 0023', async () => {
    const id = crypto.randomUUID();
    await app.db.insert(user).values({ id, email: uniqueEmail('older'), emailVerified: false });
    const migration = await readFile(
      new URL('../src/db/migrations/0023_accounts_verified.sql', import.meta.url),
      'utf8',
    );
    await app.db.execute(sql.raw(migration));
    const [row] = await app.db.select().from(user).where(eq(user.id, id));
    expect(row?.emailVerified).toBe(true);
  });

  it('the demo accounts are seeded verified', async () => {
    const seeded = await seedDemoAccounts(app.db, 'demo-password-1', serverSecret(app.config));
    expect(seeded.length).toBeGreaterThan(0);
    for (const demo of seeded) {
      // The demo admin signs in with a code too (decisions/035): its row says what is asked.
      const [row] = await app.db.select().from(user).where(eq(user.email, demo.email));
      expect(row?.emailVerified, demo.email).toBe(true);
    }
  });
});
