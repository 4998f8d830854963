import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signIn, signUp, uniqueEmail } from './auth-helpers.ts';

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
