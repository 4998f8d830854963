import { ACCOUNT_SECURITY_MESSAGES as SAY } from '@thinkbuild/core/schemas/account-security';
import { describe, expect, it } from 'vitest';
import type { TTestApp } from './app.ts';
import { withTestApp } from './app.ts';
import { cookieOf, ORIGIN, PASSWORD, signInAs } from './auth-helpers.ts';

let app: TTestApp;
// Each test signs in three browsers from one address.
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Another signed-in browser of the same account. */
async function signInFrom(email: string, userAgent: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN, 'user-agent': userAgent },
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return cookieOf(res);
}

const me = (cookie: string) => app.inject({ url: '/api/me', headers: { cookie } });
const list = (cookie: string) => app.inject({ url: '/api/account/sessions', headers: { cookie } });
const write = (method: 'POST' | 'DELETE', url: string, cookie: string, payload?: object) =>
  app.inject({ method, url, headers: { origin: ORIGIN, cookie }, payload });

/** Three browsers of one account, each used once so its session is cached. */
async function threeBrowsers() {
  const { email, cookie } = await signInAs(app, 'free');
  const laptop = await signInFrom(email, CHROME_ON_WINDOWS);
  const phone = await signInFrom(email, SAFARI_ON_IPHONE);
  for (const c of [cookie, laptop, phone]) expect((await me(c)).statusCode).toBe(200);
  return { email, here: cookie, laptop, phone };
}

describe('the signed-in sessions on /account', () => {
  it('lists every session with its browser and device, this one marked, no tokens', async () => {
    const { laptop } = await threeBrowsers();
    const res = await list(laptop);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { sessions } = res.json();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Chrome',
      os: 'Windows',
      device: 'desktop',
    });
    expect(sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    expect(sessions).toContainEqual(
      expect.objectContaining({ browser: 'Safari', os: 'iOS', device: 'mobile', current: false }),
    );
    expect(res.body).not.toMatch(/token/i);
  });

  it('signs out one other session, which stops working at once', async () => {
    const { here, phone } = await threeBrowsers();
    const { sessions } = (await list(here)).json();
    const target = sessions.find((s: { browser: string }) => s.browser === 'Safari');
    const res = await write('DELETE', `/api/account/sessions/${target.id}`, here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 1 });
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    expect((await list(here)).json().sessions).toHaveLength(2);
  });

  it('cannot sign out another account’s session', async () => {
    const { here } = await threeBrowsers();
    const someone = await signInAs(app, 'free');
    const [theirs] = (await list(someone.cookie)).json().sessions;
    const res = await write('DELETE', `/api/account/sessions/${theirs.id}`, here);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(SAY.sessionNotFound);
    expect((await me(someone.cookie)).statusCode).toBe(200);
  });

  it('signs out everywhere else, and keeps this one', async () => {
    const { here, laptop, phone } = await threeBrowsers();
    const res = await write('POST', '/api/account/sessions/sign-out-others', here);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ revoked: 2 });
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(here)).statusCode).toBe(200);
    const { sessions } = (await list(here)).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].current).toBe(true);
  });

  it('refuses a signed-out visitor, a write from another site and an unknown id', async () => {
    expect((await list('')).statusCode).toBe(401);
    expect((await write('POST', '/api/account/sessions/sign-out-others', '')).statusCode).toBe(401);
    expect((await write('DELETE', '/api/account/sessions/x', '')).statusCode).toBe(401);
    const { here, laptop } = await threeBrowsers();
    const foreign = await app.inject({
      method: 'POST',
      url: '/api/account/sessions/sign-out-others',
      headers: { origin: 'https://evil.example', cookie: here },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await me(laptop)).statusCode).toBe(200);
    const unknown = await write('DELETE', '/api/account/sessions/not-a-session', here);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('changing the password', () => {
  it('ends every other session even when the client asks to keep them', async () => {
    const { here, laptop, phone } = await threeBrowsers();
    const res = await write('POST', '/api/auth/change-password', here, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
      revokeOtherSessions: false,
    });
    expect(res.statusCode).toBe(200);
    expect((await me(laptop)).statusCode).toBe(401);
    expect((await me(phone)).statusCode).toBe(401);
    // The browser that changed it stays signed in (better-auth gives it a new session).
    const fresh = cookieOf(res) || here;
    expect((await me(fresh)).statusCode).toBe(200);
  });
});
