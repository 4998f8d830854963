import { describe, expect, it } from 'vitest';
import { type TTestApp, withTestApp } from './app.ts';
import { cookieOf, ORIGIN, PASSWORD, signIn, signUp, uniqueEmail } from './auth-helpers.ts';

/** The session lives in the HttpOnly cookie only, never in a JSON body. */
let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

/** The token part of `better-auth.session_token=<token>.<signature>`. */
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split('=')[1] ?? '').split('.')[0];

describe('auth responses carry no session token', () => {
  it('sign-up, sign-in, get-session and list-sessions', async () => {
    const email = uniqueEmail();
    const up = await signUp(app, email);
    const inRes = await signIn(app, email, PASSWORD);
    const cookie = cookieOf(inRes);
    const tokens = [tokenOf(cookieOf(up)), tokenOf(cookie)];
    expect(tokens.every((t) => t && t.length > 10)).toBe(true);

    const responses = {
      'sign-up': up,
      'sign-in': inRes,
      'get-session': await app.inject({ url: '/api/auth/get-session', headers: { cookie } }),
      'list-sessions': await app.inject({ url: '/api/auth/list-sessions', headers: { cookie } }),
    };
    expect(responses['get-session'].json().user.email).toBe(email);
    expect(responses['list-sessions'].json()).toHaveLength(2);
    for (const [name, res] of Object.entries(responses)) {
      expect(res.statusCode, name).toBe(200);
      expect(res.body, name).not.toMatch(/"token"/);
      for (const token of tokens) expect(res.body, name).not.toContain(token);
    }
  });

  it('a session can still be revoked without knowing its token (sign-out)', async () => {
    const res = await signUp(app, uniqueEmail());
    const cookie = cookieOf(res);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN },
    });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ url: '/api/auth/get-session', headers: { cookie } });
    expect(after.json()).toBeNull();
  });
});
