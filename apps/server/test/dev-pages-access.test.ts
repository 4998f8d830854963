import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_OR_ADMIN_MESSAGE } from '../src/http/local-or-admin.ts';
import { buildTestApp, type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';

/**
 * `npm start` listens on 0.0.0.0, so the outbox (every reset link) and the payments
 * sandbox's list and controls answer only this machine or a signed-in admin.
 */
let app: TTestApp;
let admin: string;
let learner: string;
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } }, async (built) => {
  app = built;
  admin = (await signInAs(app, 'admin')).cookie;
  learner = (await signInAs(app, 'creator')).cookie;
});

const NEIGHBOUR = '192.168.1.23';
const PAGES = [
  { method: 'GET', url: '/dev/outbox' },
  { method: 'GET', url: '/sandbox/paystack' },
  { method: 'POST', url: '/sandbox/paystack/control/SUB_nope/renew-success' },
  { method: 'POST', url: '/sandbox/paystack/bank/sbx-nope/success' },
] as const;

const call = (
  page: (typeof PAGES)[number],
  remoteAddress: string,
  headers: Record<string, string> = {},
) => app.inject({ method: page.method, url: page.url, remoteAddress, headers });

describe('development pages', () => {
  it('refuse another machine on the network, signed out or signed in as a learner', async () => {
    for (const page of PAGES) {
      for (const headers of [{}, { cookie: learner }] as Record<string, string>[]) {
        const res = await call(page, NEIGHBOUR, headers);
        expect(res.statusCode, page.url).toBe(403);
        expect(res.body).toContain(LOCAL_OR_ADMIN_MESSAGE.slice(0, 40));
        expect(res.body).not.toContain('reset');
      }
    }
  });

  it('open for this machine (IPv4, IPv6 and mapped loopback)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const page of PAGES) {
        const res = await call(page, address);
        expect(res.statusCode, `${address} ${page.url}`).not.toBe(403);
      }
    }
  });

  it('refuse a request from this machine that a proxy forwarded (any forwarding header)', async () => {
    const forwarded: Record<string, string>[] = [
      { 'x-forwarded-for': NEIGHBOUR },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '127.0.0.1' },
      { 'x-forwarded-proto': 'https' },
      { 'x-forwarded-host': 'localhost' },
      { via: '1.1 nginx' },
    ];
    for (const page of PAGES) {
      for (const headers of forwarded) {
        const res = await call(page, '127.0.0.1', { ...headers, accept: 'application/json' });
        expect(res.statusCode, `${page.url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json()).toEqual({ code: 'FORBIDDEN', message: LOCAL_OR_ADMIN_MESSAGE });
      }
    }
  });

  it('open for a signed-in admin from anywhere', async () => {
    for (const page of PAGES) {
      const res = await call(page, NEIGHBOUR, { cookie: admin, origin: ORIGIN });
      expect(res.statusCode, page.url).not.toBe(403);
    }
  });

  it('refuse a cross-site POST to the sandbox controls, even from this machine', async () => {
    const res = await call(PAGES[2], '127.0.0.1', {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(res.statusCode).toBe(403);
  });

  it("accept the sandbox's own form posts (Origin: null under no-referrer, same-origin fetch site)", async () => {
    const form = await call(PAGES[2], '127.0.0.1', {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    });
    expect(form.statusCode).not.toBe(403);
    const forged = await call(PAGES[2], '127.0.0.1', {
      origin: 'null',
      'sec-fetch-site': 'cross-site',
    });
    expect(forged.statusCode).toBe(403);
  });

  it('open for a signed-in admin even through a proxy', async () => {
    for (const page of PAGES) {
      const res = await call(page, '127.0.0.1', {
        cookie: admin,
        origin: ORIGIN,
        'x-forwarded-for': NEIGHBOUR,
      });
      expect(res.statusCode, page.url).not.toBe(403);
    }
  });

  it('keep the sandbox checkout open to the learner holding its link', async () => {
    const res = await app.inject({
      url: '/sandbox/paystack/checkout/unknown-access-code',
      remoteAddress: NEIGHBOUR,
    });
    expect(res.statusCode).toBe(404);
    const proxied = await app.inject({
      url: '/sandbox/paystack/checkout/unknown-access-code',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': NEIGHBOUR },
    });
    expect(proxied.statusCode).toBe(404);
  });
});

describe('development pages with TRUST_PROXY=true', () => {
  let trusting: TTestApp;
  beforeAll(async () => {
    trusting = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(() => trusting.cleanup());

  it('refuse a neighbour who claims to be 127.0.0.1 in X-Forwarded-For', async () => {
    for (const page of PAGES) {
      for (const header of ['x-forwarded-for', 'x-real-ip']) {
        const res = await trusting.inject({
          method: page.method,
          url: page.url,
          remoteAddress: NEIGHBOUR,
          headers: { [header]: '127.0.0.1' },
        });
        expect(res.statusCode, `${page.url} ${header}`).toBe(403);
      }
    }
  });
});
