import { TERMS_VERSION, type TTier } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { URI } from 'otpauth';
import { subscription, user } from '../src/db/schema.ts';
import { VERIFY_MAIL_SUBJECT } from '../src/modules/auth/verify-email.ts';
import type { TTestApp } from './app.ts';

export const ORIGIN = 'http://localhost:3000';
export const PASSWORD = 'correct-horse-battery';

/** The session cookie(s) a response set, ready for a `cookie` request header. */
export const cookieOf = (res: LightMyRequestResponse) =>
  ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');

let n = 0;
export const uniqueEmail = (prefix = 'learner') => `${prefix}-${Date.now()}-${n++}@example.com`;

export function signUp(
  app: TTestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return signUpFrom(app, email, {}, password, extra);
}

/** signUp from a given connection address, with extra headers (X-Forwarded-For, …). */
export function signUpFrom(
  app: TTestApp,
  email: string,
  from: { remoteAddress?: string; headers?: Record<string, string> },
  password = PASSWORD,
  extra: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    ...(from.remoteAddress && { remoteAddress: from.remoteAddress }),
    headers: { origin: ORIGIN, ...from.headers },
    payload: {
      email,
      password,
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
      ...extra,
    },
  });
}

export function signIn(app: TTestApp, email: string, password = PASSWORD) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

/** The link mailed to `email` at sign-up (or by Resend), newest first, from the test outbox. */
export function verificationLink(app: TTestApp, email: string) {
  const mail = app.mailer
    .list?.()
    .find((m) => m.to === email && m.subject === VERIFY_MAIL_SUBJECT && m.link);
  if (!mail?.link) throw new Error(`no verification mail to ${email}`);
  const url = new URL(mail.link);
  return url.pathname + url.search;
}

/** Opens the link mailed at sign-up, as the learner does from their inbox. */
export async function verifyEmail(app: TTestApp, email: string) {
  const res = await app.inject({ url: verificationLink(app, email) });
  if (res.statusCode !== 302 || res.headers.location !== '/verify-email') {
    throw new Error(`verification failed: ${res.statusCode} ${res.headers.location} ${res.body}`);
  }
}

/** The code an authenticator app shows now for an `otpauth://` URI (otpauth, not our code). */
export const codeFor = (totpURI: string) => URI.parse(totpURI).generate();

function post(app: TTestApp, url: string, cookie: string, payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url, headers: { origin: ORIGIN, cookie }, payload });
}

/**
 * Turns two-factor sign-in on the way /account does: the password, then the app's first code.
 * Returns the new session's cookie (better-auth replaces the session), the URI and backup codes.
 */
export async function turnOnTwoFactor(app: TTestApp, cookie: string, password = PASSWORD) {
  const enabled = await post(app, '/api/auth/two-factor/enable', cookie, { password });
  if (enabled.statusCode !== 200) throw new Error(`enable 2FA: ${enabled.body}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const code = codeFor(totpURI);
  const verified = await post(app, '/api/auth/two-factor/verify-totp', cookie, { code });
  if (verified.statusCode !== 200) throw new Error(`verify 2FA: ${verified.body}`);
  return { cookie: cookieOf(verified), totpURI, backupCodes };
}

/** Password sign-in of an account with two-factor on: the challenge cookie it answers with. */
export async function signInForCode(app: TTestApp, email: string, password = PASSWORD) {
  const res = await signIn(app, email, password);
  if (res.statusCode !== 200 || res.json().twoFactorRedirect !== true) {
    throw new Error(`expected a two-factor challenge: ${res.statusCode} ${res.body}`);
  }
  return cookieOf(res);
}

/** Signs in with the password and then the app's code; the session cookie. */
export async function signInWithCode(app: TTestApp, email: string, totpURI: string) {
  const challenge = await signInForCode(app, email);
  const res = await post(app, '/api/auth/two-factor/verify-totp', challenge, {
    code: codeFor(totpURI),
  });
  if (res.statusCode !== 200) throw new Error(`sign-in code: ${res.statusCode} ${res.body}`);
  return cookieOf(res);
}

type TAs = 'free' | TTier | 'admin';

/**
 * A fresh signed-in user with the given role (a real subscription row for the tiers), who has
 * opened the verification link mailed at sign-up unless `verified: false`. An admin turns
 * two-factor sign-in on and signs in again with the password and a code, as admins must.
 */
export async function signInAs(
  app: TTestApp,
  role: TAs,
  { verified = true }: { verified?: boolean } = {},
): Promise<{ email: string; cookie: string; totpURI?: string }> {
  const email = uniqueEmail(role);
  const res = await signUp(app, email);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
  // Paying, certificates and admin writes need a proven address: opened from the outbox.
  if (verified) await verifyEmail(app, email);
  const [row] = await app.db.select().from(user).where(eq(user.email, email));
  if (!row) throw new Error('no user row');
  // Tests of roles must not depend on the lifetime-access rule.
  await app.db
    .update(user)
    .set({ lifetimeAccess: false, isAdmin: role === 'admin' })
    .where(eq(user.id, row.id));
  if (role !== 'free' && role !== 'admin') {
    await app.db.insert(subscription).values({
      userId: row.id,
      planCode: `${role}m`,
      tier: role,
      interval: 'monthly',
      status: 'active',
      nextPaymentDate: new Date(Date.now() + 86_400_000),
    });
  }
  if (role === 'admin') {
    const { totpURI } = await turnOnTwoFactor(app, cookieOf(res));
    return { email, cookie: await signInWithCode(app, email, totpURI), totpURI };
  }
  return { email, cookie: cookieOf(res) };
}
