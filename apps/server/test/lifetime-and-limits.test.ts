import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import {
  cookieOf,
  ORIGIN,
  PASSWORD,
  signIn,
  signUp,
  signUpFrom,
  uniqueEmail,
} from './auth-helpers.ts';

describe('lifetime access for the first N accounts', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { LIFETIME_ACCESS_USERS: '5', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
  });
  afterAll(() => app.cleanup());

  it('grants exactly N when many sign up at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 25 }, () => signUp(app, uniqueEmail('rush'))),
    );
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const [granted] = await app.db
      .select({ n: count() })
      .from(user)
      .where(eq(user.lifetimeAccess, true));
    expect(granted?.n).toBe(5);
    const late = await signUp(app, uniqueEmail('late'));
    const cookie = String(late.headers['set-cookie']).split(';')[0] ?? '';
    expect((await app.inject({ url: '/api/me', headers: { cookie } })).json()).toMatchObject({
      lifetimeAccess: false,
      role: 'free',
    });
  });
});

describe('rate limits on sign-in, sign-up and reset', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => app.cleanup());

  it('answers 429 with a readable message after too many sign-in attempts for one email', async () => {
    const email = uniqueEmail();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await signIn(app, email, 'wrong-password')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await signIn(app, email, 'wrong-password');
    expect(limited.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait a minute and try again.',
    });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits password-reset requests per client address too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: { origin: ORIGIN },
        payload: { email: uniqueEmail('r'), redirectTo: '/reset-password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('rate limits on change-password and verify-password', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => app.cleanup());

  // Each account signs up from its own address: sign-up has its own per-address limit.
  let signUps = 0;
  const newAccount = async () => {
    const res = await signUpFrom(app, uniqueEmail('pw'), { remoteAddress: `192.0.2.${++signUps}` });
    expect(res.statusCode).toBe(200);
    return { cookie: cookieOf(res) };
  };

  const attempt = (path: string, cookie: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/auth/${path}`,
      remoteAddress,
      headers: { origin: ORIGIN, cookie },
      payload:
        path === 'verify-password'
          ? { password: 'not-my-password-1' }
          : { currentPassword: 'not-my-password-1', newPassword: 'a-long-unusual-password-9' },
    });

  for (const path of ['verify-password', 'change-password']) {
    it(`${path}: 429 after the limit per signed-in user, from any address`, async () => {
      const { cookie } = await newAccount();
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await attempt(path, cookie, `198.51.100.${i + 1}`)).statusCode);
      expect(statuses.slice(0, 3).every((s) => s === 400 || s === 401)).toBe(true);
      expect(statuses[3]).toBe(429);
      const limited = await attempt(path, cookie, '198.51.100.99');
      expect(limited.json()).toEqual({
        code: 'RATE_LIMITED',
        message: 'Too many attempts. Please wait a minute and try again.',
      });
      expect(limited.headers['retry-after']).toBeDefined();
    });

    it(`${path}: 429 after the limit per address, whichever account tries`, async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) {
        const { cookie } = await newAccount();
        statuses.push((await attempt(path, cookie, '203.0.113.50')).statusCode);
      }
      expect(statuses[3]).toBe(429);
    });
  }

  it('still lets the right password through below the limit', async () => {
    const { cookie } = await newAccount();
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/verify-password',
      remoteAddress: '203.0.113.60',
      headers: { origin: ORIGIN, cookie },
      payload: { password: PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});
