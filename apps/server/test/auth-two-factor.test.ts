import { SIGN_IN_FACTOR_MESSAGES } from '@thinkbuild/core/schemas/sign-in-factors';
import { demoAdminTotpUri } from '@thinkbuild/demo/accounts';
import { eq } from 'drizzle-orm';
import { URI } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { roleMessage, setAdminRoleOf } from '../src/cli/admin-role.ts';
import { serverSecret } from '../src/config.ts';
import { twoFactor, user } from '../src/db/schema.ts';
import { seedDemoAccounts } from '../src/db/seed/demo-accounts.ts';
import { type TTestApp, withTestApp } from './app.ts';
import {
  codeFor,
  cookieOf,
  ORIGIN,
  PASSWORD,
  signIn,
  signInAs,
  signInForCode,
  signInWithCode,
  signUp,
  turnOnTwoFactor,
  uniqueEmail,
} from './auth-helpers.ts';

let app: TTestApp;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, (built) => {
  app = built;
});

const post = (url: string, cookie: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
const me = (cookie: string) => app.inject({ url: '/api/me', headers: { cookie } });

/** A code that is not the one the app shows now (nor the ones either side of it). */
const wrongCode = (totpURI: string) => {
  const right = new Set(
    [-1, 0, 1].map((w) => URI.parse(totpURI).generate({ timestamp: Date.now() + w * 30_000 })),
  );
  return ['000000', '111111', '222222', '333333'].find((c) => !right.has(c)) ?? '444444';
};

async function learnerWithTwoFactor() {
  const email = uniqueEmail('twofa');
  const res = await signUp(app, email);
  const on = await turnOnTwoFactor(app, cookieOf(res));
  return { email, ...on };
}

describe('turning two-factor sign-in on', () => {
  it('takes the password, answers an otpauth URI for ThinkBuild and ten backup codes, and is on only after the first right code', async () => {
    const email = uniqueEmail('twofa');
    const cookie = cookieOf(await signUp(app, email));
    const wrongPassword = await post('/api/auth/two-factor/enable', cookie, {
      password: 'nope-nope-nope',
    });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().fields).toHaveProperty('password');

    const enabled = await post('/api/auth/two-factor/enable', cookie, { password: PASSWORD });
    expect(enabled.statusCode).toBe(200);
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/ThinkBuild:/);
    expect(backupCodes).toHaveLength(10);
    // Not on yet: the app's first code proves it was set up.
    expect((await me(cookie)).json().twoFactorEnabled).toBe(false);
    const bad = await post('/api/auth/two-factor/verify-totp', cookie, {
      code: wrongCode(totpURI),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('code');
    const good = await post('/api/auth/two-factor/verify-totp', cookie, { code: codeFor(totpURI) });
    expect(good.statusCode).toBe(200);
    expect(good.json()).not.toHaveProperty('token');
    expect((await me(cookieOf(good))).json().twoFactorEnabled).toBe(true);
    // The secret and the backup codes are kept encrypted, never as given.
    const [row] = await app.db
      .select()
      .from(twoFactor)
      .innerJoin(user, eq(user.id, twoFactor.userId))
      .where(eq(user.email, email));
    expect(row?.two_factor.secret).not.toContain(new URL(totpURI).searchParams.get('secret'));
    expect(row?.two_factor.backupCodes).not.toContain(backupCodes[0]);
  });

  it('refuses a body that is not a code', async () => {
    const { cookie } = await learnerWithTwoFactor();
    const res = await post('/api/auth/two-factor/verify-totp', cookie, { code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.code).toBe(SIGN_IN_FACTOR_MESSAGES.codeShape);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the code after the password, and only the right code brings a session', async () => {
    const { email, totpURI } = await learnerWithTwoFactor();
    const res = await signIn(app, email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ twoFactorRedirect: true });
    const challenge = cookieOf(res);
    // The password alone is no session.
    expect((await me(challenge)).statusCode).toBe(401);
    const wrong = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: wrongCode(totpURI),
    });
    expect(wrong.statusCode).toBe(400);
    const right = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: codeFor(totpURI),
    });
    expect(right.statusCode).toBe(200);
    expect((await me(cookieOf(right))).json()).toMatchObject({ email, twoFactorEnabled: true });
  });

  it('takes a backup code instead, once', async () => {
    const { email, backupCodes } = await learnerWithTwoFactor();
    const code = backupCodes[0] as string;
    const first = await post(
      '/api/auth/two-factor/verify-backup-code',
      await signInForCode(app, email),
      { code },
    );
    expect(first.statusCode).toBe(200);
    expect((await me(cookieOf(first))).statusCode).toBe(200);
    const again = await post(
      '/api/auth/two-factor/verify-backup-code',
      await signInForCode(app, email),
      { code },
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().fields).toHaveProperty('code');
  });

  it('spends a challenge after 5 wrong codes, and locks the codes after 10 wrong in a row', async () => {
    const { email, totpURI } = await learnerWithTwoFactor();
    const code = wrongCode(totpURI);
    const challenge = await signInForCode(app, email);
    for (let i = 0; i < 5; i++) {
      expect((await post('/api/auth/two-factor/verify-totp', challenge, { code })).statusCode).toBe(
        400,
      );
    }
    const spent = await post('/api/auth/two-factor/verify-totp', challenge, {
      code: codeFor(totpURI),
    });
    expect(spent.statusCode).toBe(429);
    expect(spent.json().message).toBe('Too many wrong codes. Sign in again with your password.');

    const second = await signInForCode(app, email);
    for (let i = 0; i < 4; i++) {
      expect((await post('/api/auth/two-factor/verify-totp', second, { code })).statusCode).toBe(
        400,
      );
    }
    // The tenth wrong code in a row: even the right code is refused for 15 minutes.
    const tenth = await post('/api/auth/two-factor/verify-totp', second, { code });
    expect(tenth.statusCode).toBe(400);
    const locked = await post('/api/auth/two-factor/verify-totp', await signInForCode(app, email), {
      code: codeFor(totpURI),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/wait 15 minutes/);
  });
});

describe('turning two-factor sign-in off', () => {
  it('needs the password and a right code', async () => {
    const { email, cookie, totpURI } = await learnerWithTwoFactor();
    const noCode = await post('/api/auth/two-factor/disable', cookie, { password: PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().fields).toHaveProperty('code');
    const badCode = await post('/api/auth/two-factor/disable', cookie, {
      password: PASSWORD,
      code: wrongCode(totpURI),
    });
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json().fields.code).toBe(SIGN_IN_FACTOR_MESSAGES.wrongCode);
    const badPassword = await post('/api/auth/two-factor/disable', cookie, {
      password: 'not-my-password',
      code: codeFor(totpURI),
    });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().fields).toHaveProperty('password');
    expect((await me(cookie)).json().twoFactorEnabled).toBe(true);

    const off = await post('/api/auth/two-factor/disable', cookie, {
      password: PASSWORD,
      code: codeFor(totpURI),
    });
    expect(off.statusCode).toBe(200);
    expect((await me(cookieOf(off))).json().twoFactorEnabled).toBe(false);
    // The password alone signs in again.
    const res = await signIn(app, email);
    expect(res.json()).not.toHaveProperty('twoFactorRedirect');
    expect((await me(cookieOf(res))).statusCode).toBe(200);
  });

  it('is refused signed out', async () => {
    const res = await post('/api/auth/two-factor/disable', '', {
      password: PASSWORD,
      code: '123456',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('admins must have two-factor sign-in', () => {
  it('refuses /api/admin/* to an admin without it, with the way to turn it on', async () => {
    const email = uniqueEmail('admin');
    const cookie = cookieOf(await signUp(app, email));
    await app.db.update(user).set({ isAdmin: true }).where(eq(user.email, email));
    const refused = await app.inject({ url: '/api/admin/overview', headers: { cookie } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(SIGN_IN_FACTOR_MESSAGES.adminNeedsTwoFactor);
    expect((await me(cookie)).json()).toMatchObject({ isAdmin: true, twoFactorEnabled: false });

    const { totpURI } = await turnOnTwoFactor(app, cookie);
    const signedIn = await signInWithCode(app, email, totpURI);
    expect(
      (await app.inject({ url: '/api/admin/overview', headers: { cookie: signedIn } })).statusCode,
    ).toBe(200);
  });

  it('npm run admin -- grant says when the new admin must still turn it on', async () => {
    const email = uniqueEmail('granted');
    const cookie = cookieOf(await signUp(app, email));
    const without = await setAdminRoleOf(app.db, email, true);
    expect(without).toEqual({ twoFactorEnabled: false });
    expect(roleMessage(email, true, false)).toMatch(
      /cannot open \/admin yet: admins must have two-factor sign-in/,
    );
    await turnOnTwoFactor(app, cookie);
    expect(await setAdminRoleOf(app.db, email, true)).toEqual({ twoFactorEnabled: true });
    expect(roleMessage(email, true, true)).toBe(`${email} is now an admin.`);
  });

  it('seeds the demo admin with it on, under the demo key the start banner prints', async () => {
    await seedDemoAccounts(app.db, 'demo-password', serverSecret(app.config));
    const email = 'admin@thinkbuild.dev';
    const challenge = await signInForCode(app, email, 'demo-password');
    const code = codeFor(demoAdminTotpUri(email));
    const res = await post('/api/auth/two-factor/verify-totp', challenge, { code });
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect((await app.inject({ url: '/api/admin/overview', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('lets an admin signed in with password and code through', async () => {
    const { cookie } = await signInAs(app, 'admin');
    expect((await app.inject({ url: '/api/admin/overview', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });
});

describe('limits on codes per address', () => {
  let limited: TTestApp;
  withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } }, (built) => {
    limited = built;
  });

  it('answers 429 past the per-minute limit of code attempts from one address', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await limited.inject({
        method: 'POST',
        url: '/api/auth/two-factor/verify-totp',
        headers: { origin: ORIGIN },
        payload: { code: '123456' },
      });
      answers.push(res.statusCode);
    }
    expect(answers.slice(0, 3).every((s) => s !== 429)).toBe(true);
    expect(answers[3]).toBe(429);
  });
});
