import { TERMS_VERSION, type TTier } from '@thinkbuild/core';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { subscription, user } from '../src/db/schema.ts';
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

type TAs = 'free' | TTier | 'admin';

/** A fresh signed-in user with the given role (a real subscription row for the tiers). */
export async function signInAs(
  app: TTestApp,
  role: TAs,
): Promise<{ email: string; cookie: string }> {
  const email = uniqueEmail(role);
  const res = await signUp(app, email);
  if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.body}`);
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
  return { email, cookie: cookieOf(res) };
}
