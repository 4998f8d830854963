import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  certificate,
  certificateName,
  checkout,
  lesson,
  lessonProgress,
  quizAttempt,
  reviewItem,
  session,
  subscription,
  user,
} from '../src/db/schema.ts';
import { LAST_ADMIN_MESSAGE } from '../src/modules/account/service.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import {
  cookieOf,
  ORIGIN,
  PASSWORD,
  signIn,
  signInAs,
  signUp,
  uniqueEmail,
} from './auth-helpers.ts';
import { atPaystack, SANDBOX_TEST_ENV, subscribedLearner } from './billing-helpers.ts';
import { makeCategories, makeProject } from './factories.ts';

let app: TTestApp;
withTestApp({ env: SANDBOX_TEST_ENV }, (built) => {
  app = built;
});

const post = (url: string, cookie: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
const userIdOf = async (email: string) => {
  const [row] = await app.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  return row?.id ?? '';
};

describe('change password', () => {
  it('takes the current password, ends other sessions, and the new one signs in', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const other = cookieOf(await signIn(app, email));
    const res = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: true,
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me', headers: { cookie: other } })).statusCode).toBe(401);
    expect((await signIn(app, email)).statusCode).toBe(401);
    expect((await signIn(app, email, 'a brand new passphrase')).statusCode).toBe(200);
  });

  it('names the field for a wrong current password and a weak new one, never a 500', async () => {
    const { cookie } = await signInAs(app, 'free');
    const wrong = await post('/api/auth/change-password', cookie, {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.currentPassword).toBeTruthy();
    const short = await post('/api/auth/change-password', cookie, {
      currentPassword: PASSWORD,
      newPassword: 'short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields.newPassword).toBe('Use at least 8 characters');
  });

  it('refuses a signed-out visitor', async () => {
    const res = await post('/api/auth/change-password', '', {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('change email', () => {
  it('mails a link to the new address; the email changes only when it is opened', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const newEmail = uniqueEmail('moved');
    const res = await post('/api/auth/change-email', cookie, {
      newEmail,
      password: PASSWORD,
      callbackURL: '/account?email=changed',
    });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me', headers: { cookie } })).json().email).toBe(email);
    const mail = app.mailer.list?.().find((m) => m.to === newEmail);
    expect(mail?.subject).toBe('Confirm your new ThinkBuild email');
    const link = /https?:\/\/\S+verify-email\S+/.exec(mail?.text ?? '')?.[0] ?? '';
    const opened = await app.inject({ url: new URL(link).pathname + new URL(link).search });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/account?email=changed');
    expect((await app.inject({ url: '/api/me', headers: { cookie } })).json().email).toBe(newEmail);
    expect((await signIn(app, newEmail)).statusCode).toBe(200);
    expect((await signIn(app, email)).statusCode).toBe(401);
  });

  it('refuses a bad address with a field message and a signed-out visitor', async () => {
    const { cookie } = await signInAs(app, 'free');
    const bad = await post('/api/auth/change-email', cookie, {
      newEmail: 'not-an-email',
      password: PASSWORD,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.newEmail).toBe('Enter a valid email address');
    const extra = await post('/api/auth/change-email', cookie, {
      newEmail: uniqueEmail(),
      password: PASSWORD,
      isAdmin: true,
    });
    expect(extra.statusCode).toBe(400);
    const signedOut = await post('/api/auth/change-email', '', {
      newEmail: uniqueEmail(),
      password: PASSWORD,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('download my data', () => {
  it('holds the learner’s profile, billing, learning and certificates, and no one else’s', async () => {
    await makeCategories(app.db);
    const proj = await makeProject(app.db, { title: 'Data Project' });
    const [les] = await app.db
      .insert(lesson)
      .values({ projectId: proj.id, section: 'build', number: 1, title: 'Lesson One' })
      .returning();
    if (!les) throw new Error('no lesson');
    const me = await signInAs(app, 'builder');
    const someone = await signInAs(app, 'starter');
    for (const [i, { email }] of [me, someone].entries()) {
      const id = await userIdOf(email);
      await app.db
        .insert(lessonProgress)
        .values({ userId: id, lessonId: les.id, bestQuizScore: 4 });
      await app.db
        .insert(quizAttempt)
        .values({ userId: id, lessonId: les.id, options: [], score: 4 });
      await app.db.insert(reviewItem).values({ userId: id, lessonId: les.id, position: 2 });
      await app.db.insert(certificateName).values({ userId: id, name: `Name of ${email}` });
      await app.db.insert(certificate).values({
        code: (i === 0 ? 'ACCOUNTA' : 'ACCOUNTB').padEnd(20, 'Z'),
        userId: id,
        projectId: proj.id,
        section: 'build',
        holderName: `Name of ${email}`,
        projectTitle: 'Data Project',
      });
    }
    const res = await app.inject({ url: '/api/account/data', headers: { cookie: me.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="thinkbuild-my-data-/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.profile.email).toBe(me.email);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.billing.subscriptions).toMatchObject([{ plan: 'builderm', status: 'active' }]);
    expect(data.learning.progress).toMatchObject([{ lesson: 'Lesson One', bestQuizScore: 4 }]);
    expect(data.learning.quizAttempts).toMatchObject([{ lesson: 'Lesson One', score: 4 }]);
    expect(data.learning.reviewItems).toMatchObject([{ lesson: 'Lesson One', question: 2 }]);
    expect(data.certificates.nameOnCertificates).toBe(`Name of ${me.email}`);
    expect(data.certificates.issued).toHaveLength(1);
    // Nothing of the other learner, and no secret of ours.
    const text = res.body;
    expect(text).not.toContain(someone.email);
    expect(text).not.toContain(await userIdOf(someone.email));
    expect(text).not.toMatch(/"token"|"password"|authorizationCode|providerEmailToken/);
  });

  it('refuses a signed-out visitor and is rate-limited per user', async () => {
    expect((await app.inject({ url: '/api/account/data' })).statusCode).toBe(401);
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      const { cookie } = await signInAs(limited, 'free');
      const get = () => limited.inject({ url: '/api/account/data', headers: { cookie } });
      expect((await get()).statusCode).toBe(200);
      expect((await get()).statusCode).toBe(200);
      const third = await get();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeTruthy();
    } finally {
      await limited.cleanup();
    }
  });
});

describe('delete my account', () => {
  it('asks for the password: a wrong one keeps the account (a field message)', async () => {
    const { email, cookie } = await signInAs(app, 'free');
    const wrong = await post('/api/auth/delete-user', cookie, { password: 'not my password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.password).toBeTruthy();
    const none = await post('/api/auth/delete-user', cookie, {});
    expect(none.statusCode).toBe(400);
    expect(none.json().fields.password).toBeTruthy();
    // A mailed token is not a way in: only the password is accepted.
    const token = await post('/api/auth/delete-user', cookie, { password: PASSWORD, token: 'x' });
    expect(token.statusCode).toBe(400);
    expect(await userIdOf(email)).not.toBe('');
    expect((await post('/api/auth/delete-user', '', { password: PASSWORD })).statusCode).toBe(401);
  });

  it('deletes the account, its sessions and data; it cannot sign in again', async () => {
    const email = uniqueEmail('leaving');
    const signedUp = await signUp(app, email);
    const cookie = cookieOf(signedUp);
    const id = await userIdOf(email);
    const res = await post('/api/auth/delete-user', cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/Max-Age=0/i);
    expect(await userIdOf(email)).toBe('');
    expect(await app.db.select().from(session).where(eq(session.userId, id))).toHaveLength(0);
    expect((await app.inject({ url: '/api/me', headers: { cookie } })).statusCode).toBe(401);
    expect((await signIn(app, email)).statusCode).toBe(401);
  });

  it('stops the paid subscription at Paystack first, and keeps the payment unlinked', async () => {
    const learner = await subscribedLearner(app, 'builderm');
    expect((await atPaystack(app, learner.email)).charging).toBe(1);
    const res = await post('/api/auth/delete-user', learner.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await atPaystack(app, learner.email)).charging).toBe(0);
    const [payment] = await app.db
      .select()
      .from(checkout)
      .where(eq(checkout.reference, learner.reference));
    expect(payment).toMatchObject({ status: 'success', userId: null });
    const subs = await app.db
      .select()
      .from(subscription)
      .where(eq(subscription.checkoutReference, learner.reference));
    expect(subs).toHaveLength(0);
  });

  it('refuses the last admin, and lets an admin go when another remains', async () => {
    await app.db.update(user).set({ isAdmin: false }).where(eq(user.isAdmin, true));
    const admin = await signInAs(app, 'admin');
    const last = await post('/api/auth/delete-user', admin.cookie, { password: PASSWORD });
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(LAST_ADMIN_MESSAGE);
    expect(await userIdOf(admin.email)).not.toBe('');
    await signInAs(app, 'admin');
    const res = await post('/api/auth/delete-user', admin.cookie, { password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(await userIdOf(admin.email)).toBe('');
  });
});
