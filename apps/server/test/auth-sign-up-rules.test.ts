import { COMMON_PASSWORD_MESSAGE } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../src/db/schema.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { cookieOf, ORIGIN, PASSWORD, signUp, uniqueEmail } from './auth-helpers.ts';

/** The server applies core's sign-up rules itself instead of trusting the form. */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const stored = async (email: string) =>
  (await app.db.select().from(user).where(eq(user.email, email)))[0];

describe('sign-up', () => {
  it('refuses a 1 MB name and stores nothing', async () => {
    const email = uniqueEmail();
    const res = await signUp(app, email, PASSWORD, { name: 'x'.repeat(1_000_000) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Name must be at most 100 characters' });
    expect(await stored(email)).toBeUndefined();
  });

  it('refuses an image or any other field the form does not send', async () => {
    const email = uniqueEmail();
    for (const extra of [
      { image: 'javascript:alert(1)' },
      { isAdmin: true },
      { callbackURL: '/x' },
    ]) {
      const res = await signUp(app, email, PASSWORD, extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
    }
    expect(await stored(email)).toBeUndefined();
  });

  it('refuses the most common passwords, whatever their case', async () => {
    for (const password of ['12345678', 'password', 'Qwertyuiop', 'iloveyou', 'football']) {
      const res = await signUp(app, uniqueEmail(), password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().fields).toEqual({ password: COMMON_PASSWORD_MESSAGE });
    }
  });

  it('accepts an ordinary sign-up, with the name trimmed', async () => {
    const email = uniqueEmail();
    const res = await signUp(app, email, 'quiet-lantern-river-42', { name: '  Ada  ' });
    expect(res.statusCode).toBe(200);
    expect((await stored(email))?.name).toBe('Ada');
  });
});

describe('other endpoints that take a password or profile text', () => {
  it('reset-password refuses a common new password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: ORIGIN },
      payload: { newPassword: '12345678', token: 'some-token' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
  });

  it('change-password and update-user refuse a common password and an image', async () => {
    const email = uniqueEmail();
    const cookie = cookieOf(await signUp(app, email));
    const headers = { origin: ORIGIN, cookie };
    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers,
      payload: { currentPassword: PASSWORD, newPassword: 'password1' },
    });
    expect(change.statusCode).toBe(400);
    expect(change.json().fields).toEqual({ newPassword: COMMON_PASSWORD_MESSAGE });
    const image = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers,
      payload: { image: 'javascript:alert(1)' },
    });
    expect(image.statusCode).toBe(400);
    expect((await stored(email))?.image).toBeNull();
    const name = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers,
      payload: { name: 'Grace' },
    });
    expect(name.statusCode).toBe(200);
    expect((await stored(email))?.name).toBe('Grace');
  });
});
