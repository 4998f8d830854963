import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { session, user } from '../src/db/schema.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, signUpFrom, uniqueEmail } from './auth-helpers.ts';

/**
 * TRUST_PROXY names the proxies whose X-Forwarded-For is believed (decisions/015): the client
 * address the limits count and the session records is the one the last trusted proxy saw,
 * never an address a client wrote at the left of the header.
 */
describe('TRUST_PROXY', () => {
  const parsed = (value: string) => loadConfig({ TRUST_PROXY: value }).trustProxy;
  const refusal = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  };

  it("takes Fastify's forms: true, false, 0, proxy addresses, CIDR ranges and range names", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parsed('true')).toBe(true);
    expect(parsed('false')).toBe(false);
    expect(parsed('0')).toBe(false);
    expect(parsed('127.0.0.1')).toEqual(['127.0.0.1']);
    expect(parsed(' 10.0.0.0/8, ::1 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('stops the start with a clear message for anything else, and for a hop count', () => {
    expect(refusal('yes')).toContain('TRUST_PROXY: true, false, or the proxies');
    expect(refusal('10.0.0.0/33')).toContain('"10.0.0.0/33"');
    expect(refusal('127.0.0.1,nginx')).toContain('"nginx"');
    expect(refusal('1')).toContain('a hop count cannot tell the proxy from a client');
    expect(refusal('1')).toContain('TRUST_PROXY=127.0.0.1');
  });

  it('starts a server with a list of proxies', async () => {
    const app = await buildTestApp({ env: { TRUST_PROXY: '10.0.0.0/8, ::1' } });
    const res = await app.inject({
      url: '/api/health/live',
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    expect(res.statusCode).toBe(200);
    await app.cleanup();
  });
});

/** A request nginx on this machine passes on: the client's claim, then the address nginx saw. */
const viaProxy = (client: string, claimed: string) => ({
  remoteAddress: '127.0.0.1',
  headers: { origin: ORIGIN, 'x-forwarded-for': `${claimed}, ${client}` },
});

describe('the API limit behind a proxy (TRUST_PROXY=127.0.0.1)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => app.cleanup());

  it('counts the address the proxy saw: a new left-most X-Forwarded-For gives no new bucket', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await app.inject({ url: '/api/me', ...viaProxy('203.0.113.7', `10.9.${i}.1`) });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await app.inject({ url: '/api/me', ...viaProxy('203.0.113.7', '10.9.9.9') });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another client behind the same proxy has a bucket of its own.
    const other = await app.inject({ url: '/api/me', ...viaProxy('203.0.113.8', '10.9.0.1') });
    expect(other.statusCode).toBe(401);
  });

  it('believes no X-Forwarded-For from a client that is not the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        url: '/api/me',
        remoteAddress: '198.51.100.1',
        headers: { 'x-forwarded-for': `10.8.${i}.1` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });
});

describe('the auth limits and sessions behind a proxy (TRUST_PROXY=127.0.0.1)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({
      env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(() => app.cleanup());

  it('limits sign-in per address the proxy saw, whatever the client puts on the left', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/email',
        ...viaProxy('203.0.113.9', `10.7.${i}.1`),
        payload: { email: uniqueEmail('spoof'), password: 'wrong-password-1' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("records the session's address as the one the limits count", async () => {
    const email = uniqueEmail('where');
    const res = await signUpFrom(app, email, viaProxy('203.0.113.10', '10.6.0.1'));
    expect(res.statusCode).toBe(200);
    expect(await sessionAddressesOf(app, email)).toEqual(['203.0.113.10']);
  });
});

describe('sessions without a trusted proxy (TRUST_PROXY=false)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await buildTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  });
  afterAll(() => app.cleanup());

  it("record the connection's own address, not a header the client sent", async () => {
    const email = uniqueEmail('direct');
    const res = await signUpFrom(app, email, {
      remoteAddress: '198.51.100.30',
      headers: { 'x-forwarded-for': '10.5.0.1', 'x-thinkbuild-client-ip': '10.5.0.2' },
    });
    expect(res.statusCode).toBe(200);
    expect(await sessionAddressesOf(app, email)).toEqual(['198.51.100.30']);
  });
});

async function sessionAddressesOf(app: TTestApp, email: string) {
  const rows = await app.db
    .select({ ip: session.ipAddress })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(user.email, email));
  return rows.map((r) => r.ip);
}
