import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verification } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { cookieOf, ORIGIN, PASSWORD, signIn, signUp, uniqueEmail } from './auth-helpers.ts';

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const requestReset = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: { origin: ORIGIN },
    payload: { email, redirectTo: '/reset-password' },
  });

/** Follows the mailed link the way a browser would: the server redirects to /reset-password?token=… */
async function tokenFromMail(email: string) {
  const mail = app.mailer.list?.().find((m) => m.to === email);
  expect(mail?.subject).toBe('Reset your ThinkBuild password');
  expect(mail?.html).toContain('Choose a new password');
  expect(mail?.text).toContain(mail?.link);
  const link = new URL(mail?.link ?? '');
  const res = await app.inject({ url: link.pathname + link.search });
  expect(res.statusCode).toBe(302);
  const target = new URL(String(res.headers.location), ORIGIN);
  expect(target.pathname).toBe('/reset-password');
  return target.searchParams.get('token') ?? '';
}

const reset = (token: string, newPassword: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    headers: { origin: ORIGIN },
    payload: { token, newPassword },
  });

describe('password reset', () => {
  it('answers the same whether or not the email has an account', async () => {
    const known = uniqueEmail();
    await signUp(app, known);
    const a = await requestReset(known);
    const b = await requestReset(uniqueEmail('nobody'));
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json()).toEqual(b.json());
  });

  it('sets a new password once: the old password and every other session stop working', async () => {
    const email = uniqueEmail();
    const signedUp = await signUp(app, email);
    const oldSession = cookieOf(signedUp);
    await requestReset(email);
    const token = await tokenFromMail(email);
    expect(token).not.toBe('');

    const res = await reset(token, 'a-brand-new-password');
    expect(res.statusCode).toBe(200);
    expect((await signIn(app, email)).statusCode).toBe(401);
    expect((await signIn(app, email, 'a-brand-new-password')).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/me', headers: { cookie: oldSession } })).statusCode).toBe(
      401,
    );

    const reused = await reset(token, 'yet-another-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'VALIDATION', fields: { token: 'Invalid token' } });
  });

  it('refuses an expired link and a too-short new password', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    await requestReset(email);
    const token = await tokenFromMail(email);
    expect((await reset(token, 'short')).statusCode).toBe(400);
    await app.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, `reset-password:${token}`));
    const expired = await reset(token, 'a-brand-new-password');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({
      code: 'VALIDATION',
      fields: { token: 'Invalid token' },
    });
    expect((await signIn(app, email, PASSWORD)).statusCode).toBe(200);
  });
});
