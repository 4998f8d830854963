import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAdminRole } from '../src/cli/admin-role.ts';
import { openDatabase, type TDb } from '../src/db/client.ts';
import { user, verification } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import {
  ORIGIN,
  PASSWORD,
  signIn,
  signInAs,
  turnOnTwoFactor,
  uniqueEmail,
} from './auth-helpers.ts';
import { flushTestRedis } from './redis-helpers.ts';

/*
 * Who may empty the session caches (http/viewer-cache.ts): a write by a signed-in user drops
 * that user everywhere; a write with no author (an anonymous sign-out, a reset asked for an
 * unknown email, a failed sign-in) drops nothing, or anyone could empty every server's cache
 * in one request. A completed password reset and the admin CLI drop their user at once.
 */
const REDIS = 'redis://127.0.0.1:6379/12';
const env = {
  SESSION_CACHE_TTL_SECONDS: '300',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  REDIS_URL: REDIS,
};
let a: TTestApp;
let b: TTestApp;
beforeAll(async () => {
  await flushTestRedis(REDIS);
  a = await buildTestApp({ env });
  b = await buildTestApp({ env, database: a.database });
});
afterAll(async () => {
  await b?.close();
  await a?.cleanup();
  await flushTestRedis(REDIS);
});

const me = (app: TTestApp, cookie: string) => app.inject({ url: '/api/me', headers: { cookie } });
const post = (app: TTestApp, path: string, payload: object = {}, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/auth${path}`,
    headers: { origin: ORIGIN, ...(cookie && { cookie }) },
    payload,
  });
const userId = async (email: string) =>
  (await a.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]?.id ?? '';
/** Changes the row behind the app's back: only a cache drop makes a server see it. */
const markAdminInDb = (email: string) =>
  a.db.update(user).set({ isAdmin: true }).where(eq(user.email, email));

describe('writes with no signed-in author', () => {
  it("leave every server's cached sessions alone", async () => {
    const { email, cookie } = await signInAs(a, 'free');
    expect((await me(b, cookie)).json().isAdmin).toBe(false); // now cached on B
    await markAdminInDb(email);

    expect((await post(a, '/sign-out')).statusCode).toBe(200);
    expect(
      (await post(a, '/request-password-reset', { email: uniqueEmail('nobody') })).statusCode,
    ).toBe(200);
    expect((await signIn(a, email, 'not-the-password')).statusCode).toBe(401);
    expect((await post(b, '/sign-out')).statusCode).toBe(200);

    // B still answers from its cache: nobody told it to drop anything.
    expect((await me(b, cookie)).json().isAdmin).toBe(false);
  });
});

describe('writes that end sessions revoke them at once on every server', () => {
  it('a sign-out', async () => {
    const { cookie } = await signInAs(a, 'free');
    expect((await me(b, cookie)).statusCode).toBe(200);
    // Signed out on A, which has not seen the session since it was created; B has it cached.
    expect((await post(a, '/sign-out', {}, cookie)).statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(401);
    expect((await me(a, cookie)).statusCode).toBe(401);
  });

  it('a completed password reset (a request with no session at all)', async () => {
    const { email, cookie } = await signInAs(a, 'free');
    expect((await me(a, cookie)).statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(200);
    expect((await post(b, '/request-password-reset', { email })).statusCode).toBe(200);
    // The link's token, as the mail carries it (better-auth keeps it with the user's id).
    const [mail] = await a.db
      .select({ identifier: verification.identifier })
      .from(verification)
      .where(eq(verification.value, await userId(email)));
    const token = mail?.identifier.replace('reset-password:', '') ?? '';
    const reset = await post(a, '/reset-password', { token, newPassword: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect((await me(b, cookie)).statusCode).toBe(401);
    expect((await me(a, cookie)).statusCode).toBe(401);
    expect((await signIn(a, email, PASSWORD)).statusCode).toBe(401);
  });
});

/** `npm run admin` runs in its own process: on PostgreSQL it gets its own connection too. */
async function cliDatabase(app: TTestApp): Promise<{ db: TDb; close(): Promise<void> }> {
  const url = (app.database as { url?: string }).url;
  if (!url) return { db: app.db, close: async () => {} };
  return openDatabase({ url });
}

async function expectRoleSwitchSeenAtOnce(servers: TTestApp[]) {
  const [first] = servers;
  if (!first) throw new Error('no server');
  const learner = await signInAs(first, 'free');
  const { email } = learner;
  // Admins must have two-factor sign-in: this one turned it on before being made one.
  const { cookie } = await turnOnTwoFactor(first, learner.cookie);
  const isAdmin = async () =>
    Promise.all(servers.map(async (s) => (await me(s, cookie)).json().isAdmin));
  expect(await isAdmin()).toEqual(servers.map(() => false)); // cached on every server
  const cli = await cliDatabase(first);
  try {
    expect(await setAdminRole(cli.db, email.toUpperCase(), true)).toBe(true);
    await until(async () => (await isAdmin()).every(Boolean));
    expect(await isAdmin()).toEqual(servers.map(() => true));
    expect((await first.inject({ url: '/api/admin/blogs', headers: { cookie } })).statusCode).toBe(
      200,
    );
    expect(await setAdminRole(cli.db, email, false)).toBe(true);
    await until(async () => !(await isAdmin()).some(Boolean));
    expect((await first.inject({ url: '/api/admin/blogs', headers: { cookie } })).statusCode).toBe(
      403,
    );
    expect(await setAdminRole(cli.db, uniqueEmail('nobody'), true)).toBe(false);
  } finally {
    await cli.close();
  }
}

/** A notice arrives asynchronously (as it does from another process): a short wait, far below the TTL. */
async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 40 && !(await check()); i++) await new Promise((r) => setTimeout(r, 25));
}

describe('npm run admin -- grant|revoke', () => {
  it('takes effect at once on every server (with Redis)', async () => {
    await expectRoleSwitchSeenAtOnce([a, b]);
  });

  it('takes effect at once on a single server without Redis', async () => {
    const single = await buildTestApp({
      env: { SESSION_CACHE_TTL_SECONDS: '300', AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
    });
    try {
      await expectRoleSwitchSeenAtOnce([single]);
    } finally {
      await single.cleanup();
    }
    // It builds a server of its own, and the user turns two-factor sign-in on first.
  }, 60_000);
});
