import { MESSAGES, TERMS_VERSION } from '@thinkbuild/core';
import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import {
  cookieOf,
  ORIGIN,
  PASSWORD,
  signIn,
  signInAs,
  signUp,
  uniqueEmail,
} from './auth-helpers.ts';

let app: TTestApp;
withTestApp(
  { env: { ADMIN_EMAIL: 'boss@example.com', AUTH_RATE_LIMIT_PER_MINUTE: '1000' } },
  (built) => {
    app = built;
  },
);

const me = (cookie?: string) => app.inject({ url: '/api/me', headers: cookie ? { cookie } : {} });

describe('sign-up', () => {
  it('creates the account, signs in with an HttpOnly SameSite=Lax cookie, and the first users get lifetime access', async () => {
    const email = uniqueEmail();
    const res = await signUp(app, email);
    expect(res.statusCode).toBe(200);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(res.body).not.toContain(PASSWORD);
    // The session lives only in the HttpOnly cookie, never in a body a script could read.
    expect(res.json()).not.toHaveProperty('token');
    const who = await me(cookieOf(res));
    expect(who.statusCode).toBe(200);
    expect(who.json()).toEqual({
      email,
      role: 'creator',
      isAdmin: false,
      lifetimeAccess: true,
      termsAccepted: true,
      emailVerified: false,
      guardianHold: 'none',
      privacyChanged: false,
      twoFactorEnabled: false,
      dataSaver: null,
      timeZone: 'Africa/Johannesburg',
    });
  });

  it('refuses an email that is already registered', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const again = await signUp(app, email);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', fields: { email: expect.any(String) } });
    expect(again.json().message).toMatch(/already exists/i);
  });

  it('answers two sign-ups with one email at once as one account and one taken email', async () => {
    const email = uniqueEmail('double-click');
    const answers = await Promise.all([signUp(app, email), signUp(app, email), signUp(app, email)]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({
        code: 'CONFLICT',
        fields: { email: 'User already exists. Use another email.' },
      });
    }
  });

  it('refuses a password under 8 characters', async () => {
    const res = await signUp(app, uniqueEmail(), 'short');
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ password: 'Use at least 8 characters' });
  });

  it('refuses a sign-up without the age confirmation or the current terms', async () => {
    const noAge = await signUp(app, uniqueEmail(), PASSWORD, { ageConfirmed: false });
    expect(noAge.statusCode).toBe(400);
    expect(noAge.json().fields).toEqual({ ageConfirmed: 'Please confirm you are 13 or older' });
    const oldTerms = await signUp(app, uniqueEmail(), PASSWORD, {
      termsVersionAccepted: '2020-01-01',
    });
    expect(oldTerms.statusCode).toBe(400);
    expect(oldTerms.json().fields).toEqual({
      termsVersionAccepted: 'Please accept the terms of service',
    });
  });

  it('cannot make itself an admin or give itself lifetime access through the body', async () => {
    const email = uniqueEmail();
    const res = await signUp(app, email, PASSWORD, { isAdmin: true, role: 'admin' });
    if (res.statusCode === 200) {
      expect((await me(cookieOf(res))).json()).toMatchObject({ isAdmin: false });
    } else {
      expect(res.statusCode).toBe(400);
    }
  });

  it('makes ADMIN_EMAIL an admin when that account signs up', async () => {
    const res = await signUp(app, 'boss@example.com');
    expect((await me(cookieOf(res))).json()).toMatchObject({ role: 'admin', isAdmin: true });
  });
});

describe('sign-in', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const ok = await signIn(app, email);
    expect(ok.statusCode).toBe(200);
    expect((await me(cookieOf(ok))).json().email).toBe(email);
    const wrong = await signIn(app, email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Invalid email or password',
    });
  });

  it('refuses a sign-in sent from another site', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: 'https://evil.example' },
      payload: { email, password: PASSWORD },
    });
    expect(res.statusCode).toBe(403);
  });

  it('signs out: the cookie no longer works', async () => {
    const { cookie } = await signInAs(app, 'free');
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).statusCode).toBe(401);
  });
});

describe('GET /api/me', () => {
  it('answers 401 signed out', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHENTICATED', message: MESSAGES.signInRequired });
  });

  it('derives the role on the server from the subscription, the admin flag and lifetime access', async () => {
    for (const role of ['free', 'starter', 'builder', 'creator', 'admin'] as const) {
      const { cookie } = await signInAs(app, role);
      expect((await me(cookie)).json().role).toBe(role);
    }
  });
});

describe('terms re-acceptance', () => {
  it('reports old terms and records the current ones', async () => {
    const { cookie, email } = await signInAs(app, 'free');
    const { user } = await import('../src/db/schema.ts');
    const { eq } = await import('drizzle-orm');
    await app.db
      .update(user)
      .set({ termsVersionAccepted: '2024-01-01' })
      .where(eq(user.email, email));
    expect((await me(cookie)).json().termsAccepted).toBe(false);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/me/terms',
      headers: { cookie, origin: ORIGIN },
      payload: { version: 'old', ageConfirmed: true },
    });
    expect(bad.statusCode).toBe(400);
    const ok = await app.inject({
      method: 'POST',
      url: '/api/me/terms',
      headers: { cookie, origin: ORIGIN },
      payload: { version: TERMS_VERSION, ageConfirmed: true },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().termsAccepted).toBe(true);
  });

  it('refuses a state change sent from another site', async () => {
    const { cookie } = await signInAs(app, 'free');
    for (const headers of [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/me/terms',
        headers: { cookie, ...headers },
        payload: { version: TERMS_VERSION, ageConfirmed: true },
      });
      expect(res.statusCode).toBe(403);
    }
  });

  it('refuses signed-out callers', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/me/terms',
      headers: { origin: ORIGIN },
      payload: { version: TERMS_VERSION, ageConfirmed: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('admin endpoints', () => {
  it('answer 401 signed out, 403 to every non-admin role, 200 to an admin', async () => {
    expect((await app.inject('/api/admin/overview')).statusCode).toBe(401);
    for (const role of ['free', 'starter', 'builder', 'creator'] as const) {
      const { cookie } = await signInAs(app, role);
      const res = await app.inject({ url: '/api/admin/overview', headers: { cookie } });
      expect(res.statusCode, role).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN');
    }
    const { cookie } = await signInAs(app, 'admin');
    const res = await app.inject({ url: '/api/admin/overview', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('users');
  });
});
