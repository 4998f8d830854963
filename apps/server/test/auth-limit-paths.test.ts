import { request as httpRequest } from 'node:http';
import { TERMS_VERSION } from '@thinkbuild/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from './app.ts';
import { ORIGIN, uniqueEmail } from './auth-helpers.ts';

/**
 * decisions/003's per-address and per-email limits must hold whatever spelling of the path
 * reaches better-auth (dot segments, %2e, a trailing slash, doubled slashes, upper case).
 */
let app: TTestApp;
let port = 0;
const LIMIT = 3;
beforeAll(async () => {
  // Real sockets: app.inject would resolve the dot segments before the router saw them.
  app = await buildTestApp({
    env: { AUTH_RATE_LIMIT_PER_MINUTE: String(LIMIT), TRUST_PROXY: 'true' },
  });
  await app.listen({ host: '127.0.0.1', port: 3121 });
  port = 3121;
});
afterAll(() => app.cleanup());

type TRes = { statusCode: number; body: string; json(): { code?: string } };

/** POSTs JSON with the path sent byte for byte as written. */
function post(path: string, address: string, payload: unknown): Promise<TRes> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        headers: {
          'content-type': 'application/json',
          origin: ORIGIN,
          'x-forwarded-for': address,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            body: text,
            json: () => (text ? JSON.parse(text) : {}),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const BODIES: Record<string, () => Record<string, unknown>> = {
  'sign-in/email': () => ({ email: uniqueEmail('si'), password: 'wrong-password-1' }),
  'sign-up/email': () => ({
    email: uniqueEmail('su'),
    password: 'a-long-unusual-password-9',
    name: 'Learner',
    ageConfirmed: true,
    termsVersionAccepted: TERMS_VERSION,
    birthYear: 1990,
  }),
  'request-password-reset': () => ({ email: uniqueEmail('rq'), redirectTo: '/reset-password' }),
  'reset-password': () => ({ newPassword: 'a-long-unusual-password-9', token: 'not-a-token' }),
  'change-password': () => ({
    currentPassword: 'wrong-password-1',
    newPassword: 'a-long-unusual-password-9',
  }),
  'verify-password': () => ({ password: 'wrong-password-1' }),
};

const spellings = (path: string) => [
  `/api/auth/./${path}`,
  `/api/auth/x/../${path}`,
  `/api/auth/%2e/${path}`,
  `/api/auth/%2E/${path}`,
  `/api/auth/x/%2e%2e/${path}`,
  `/api/auth/x/%2E%2E/${path}`,
  `/api/auth/x/.%2e/${path}`,
  `/api/auth//${path}`,
  `/api/auth/${path}/`,
  `/api/auth/${path.toUpperCase()}`,
  `/api/auth/${path.replace('/', '%2F')}`,
  `/api/auth/${path}?x=1`,
];

/** Our own refusals; any other answer but a 404 (nothing done) came from better-auth acting. */
const STOPPED = new Set(['RATE_LIMITED', 'NOT_FOUND']);
const stopped = (res: TRes) => res.statusCode === 404 || STOPPED.has(res.json().code ?? '');

describe('auth rate limits cannot be dodged by spelling the path differently', () => {
  let address = 10;
  for (const path of Object.keys(BODIES)) {
    it(`POST /api/auth/${path}: at most ${LIMIT} attempts per address reach better-auth`, async () => {
      const remoteAddress = `10.0.0.${address++}`;
      const reached: string[] = [];
      for (const url of spellings(path)) {
        for (let i = 0; i < 2; i++) {
          const res = await post(url, remoteAddress, BODIES[path]?.());
          expect(res.statusCode, url).toBeLessThan(500);
          if (!stopped(res)) reached.push(`${url} → ${res.statusCode} ${res.body}`);
        }
      }
      expect(reached.length, reached.join('\n')).toBeLessThanOrEqual(LIMIT);
    });
  }

  it('per email too, whatever the spelling', async () => {
    const email = uniqueEmail('same');
    let reached = 0;
    let address = 100;
    for (const url of spellings('sign-in/email')) {
      const res = await post(url, `10.0.1.${address++}`, { email, password: 'wrong-password-1' });
      if (!stopped(res)) reached++;
    }
    expect(reached).toBeLessThanOrEqual(LIMIT);
  });

  it('answers a non-normalised path under /api/auth with our 404', async () => {
    for (const url of ['/api/auth/x/../sign-in/email', '/api/auth/%2e/sign-up/email']) {
      const res = await post(url, '10.0.2.1', { email: uniqueEmail(), password: 'wrong-pass-1' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
