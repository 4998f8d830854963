import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, makeWebDist, type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, PASSWORD, signInAs, signUp, uniqueEmail } from './auth-helpers.ts';
import { makeBlog } from './factories.ts';

/**
 * Hostile input that used to crash or leak other error shapes: bodies nested thousands deep,
 * better-auth's and Node's own error answers, and Accept-Encoding spellings with spaces.
 */
let app: TTestApp;
let learner = '';
let admin = '';
withTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' } }, async (built) => {
  app = built;
  learner = (await signInAs(app, 'free')).cookie;
  admin = (await signInAs(app, 'admin')).cookie;
});

type TRes = { statusCode: number; headers: Record<string, unknown>; body: string };

/** Our error shape: JSON with a string code and message (and nothing of Fastify's). */
function expectOurError(res: TRes, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ code, message: expect.any(String) });
  expect(body.message.length).toBeGreaterThan(0);
  expect(Object.keys(body).every((k) => ['code', 'message', 'fields'].includes(k))).toBe(true);
}

const nested = (depth: number, leaf = '1') =>
  `${'{"a":['.repeat(depth / 2)}${leaf}${']}'.repeat(depth / 2)}`;

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
  });

describe('JSON bodies nested deeper than 64 levels', () => {
  // Each with whom it gets past its sign-in guard (those run before the body is read).
  const routes: [string, string][] = [
    ['/api/auth/sign-in/email', ''],
    ['/api/auth/sign-up/email', ''],
    ['/api/auth/request-password-reset', ''],
    ['/api/auth/sign-out', ''],
    ['/api/auth/update-user', 'learner'],
    ['/api/auth/change-email', 'learner'],
    ['/api/me/preferences', 'learner'],
    ['/api/admin/blogs', 'admin'],
  ];

  it('are a 400 in our shape, not a stack overflow (a 10 KB body nested 5,000 deep)', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const [url, who] of routes) {
      const cookie = { learner, admin, '': '' }[who] ?? '';
      for (const body of [deep, `{"name":${deep}}`]) {
        const res = await post(url, body, { cookie });
        expectOurError(res, 400, 'VALIDATION');
        expect(res.json().message).toMatch(/nested too deeply/);
      }
    }
  });

  it('count brackets inside strings as text, and refuse from level 65 on', async () => {
    const url = '/api/auth/sign-in/email';
    const inString = JSON.stringify({ email: '['.repeat(5000), password: PASSWORD });
    expect((await post(url, inString)).json().message).not.toMatch(/nested/);
    expect((await post(url, nested(64))).json().message).not.toMatch(/nested/);
    expect((await post(url, nested(66))).json().message).toMatch(/nested too deeply/);
  });
});

describe('better-auth answers in our error shape', () => {
  it('an unknown auth path is a 404 with a body', async () => {
    expectOurError(await post('/api/auth/nonexistent', '{}'), 404, 'NOT_FOUND');
    const get = await app.inject({ url: '/api/auth/nonexistent' });
    expectOurError(get, 404, 'NOT_FOUND');
  });

  it('its VALIDATION_ERROR becomes our VALIDATION with the field named', async () => {
    const res = await post('/api/auth/change-email', '{"newEmail":[1],"password":"x"}', {
      cookie: learner,
    });
    expectOurError(res, 400, 'VALIDATION');
    expect(res.json().fields).toEqual({ newEmail: expect.any(String) });
    const query = await app.inject({ url: '/api/auth/verify-email' });
    expectOurError(query, 400, 'VALIDATION');
    expect(query.json().fields).toEqual({ token: expect.any(String) });
  });

  it('a callbackURL that is neither a path nor an http(s) address is a 400, not a 500', async () => {
    for (const callback of ['1e400', '----', '//evil.example', 'javascript:alert(1)']) {
      const url = `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`;
      const res = await app.inject({ url });
      expectOurError(res, 400, 'VALIDATION');
      expect(res.json().fields).toEqual({ callbackURL: expect.any(String) });
    }
    // A path on this site still gets better-auth's answer: back there with the error named.
    const ok = await app.inject({ url: '/api/auth/verify-email?token=x&callbackURL=%2Flogin' });
    expect(ok.statusCode).toBe(302);
    expect(ok.headers.location).toBe('/login?error=INVALID_TOKEN');
  });

  it('keeps its messages for people: a taken email and a wrong password', async () => {
    const email = uniqueEmail();
    await signUp(app, email);
    const again = await signUp(app, email);
    expectOurError(again, 409, 'CONFLICT');
    expect(again.json().fields.email).toMatch(/already exists/i);
    const wrong = await post('/api/auth/sign-in/email', JSON.stringify({ email, password: 'x' }));
    expectOurError(wrong, 401, 'UNAUTHENTICATED');
    expect(wrong.json().message).toBe('Invalid email or password');
  });
});

describe("Fastify's and Node's early refusals in our error shape", () => {
  it('bad JSON, an empty JSON body, a wrong content type, a body over 1 MB', async () => {
    const url = '/api/auth/sign-in/email';
    expectOurError(await post(url, '{"email":'), 400, 'VALIDATION');
    expectOurError(await post(url, ''), 400, 'VALIDATION');
    expectOurError(
      await post(url, '<a/>', { 'content-type': 'application/xml' }),
      415,
      'VALIDATION',
    );
    const huge = JSON.stringify({ email: 'x'.repeat(1_100_000) });
    expectOurError(await post(url, huge), 413, 'VALIDATION');
  });

  /** A raw request over a real socket: Node's parser refuses these before Fastify runs. */
  const raw = (base: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<TRes>((resolve, reject) => {
      httpRequest(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      })
        .on('error', reject)
        .end();
    });

  it('a 20 KB address or cookie is a 431 in our shape', async () => {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    const base = `http://127.0.0.1:${address.port}`;
    expectOurError(await raw(base, `/api/blogs?q=${'a'.repeat(20_000)}`), 431, 'VALIDATION');
    const cookie = `x=${'b'.repeat(20_000)}`;
    expectOurError(await raw(base, '/api/me', { cookie }), 431, 'VALIDATION');
  });
});

describe('Accept-Encoding read the same way everywhere', () => {
  let cached: TTestApp;
  let base = '';
  beforeAll(async () => {
    cached = await buildTestApp({
      env: { PUBLIC_CACHE_TTL_SECONDS: '600' },
      webDistDir: await makeWebDist(),
    });
    for (let i = 0; i < 12; i++)
      await makeBlog(cached.db, { summary: `A long enough summary, number ${i}, to compress.` });
    await cached.listen({ host: '127.0.0.1', port: 0 });
    const address = cached.server.address();
    if (!address || typeof address === 'string') throw new Error('not listening');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => cached.cleanup());

  const encodingOf = (path: string, accept: string) =>
    new Promise<unknown>((resolve, reject) => {
      httpRequest(`${base}${path}`, { headers: { 'accept-encoding': accept } }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers['content-encoding'] ?? null));
      })
        .on('error', reject)
        .end();
    });

  const REFUSING = ['br;q=0', 'br; q=0', 'BR ;Q=0.0', '*;q=0', 'identity', 'gzip;q=0, br;q=0'];

  it('on the cached API (twice: through Fastify, then answered before routing)', async () => {
    for (const path of ['/api/blogs', '/api/blogs?category=web']) {
      for (const accept of REFUSING) {
        expect([accept, await encodingOf(path, accept)]).toEqual([accept, null]);
        expect([accept, await encodingOf(path, accept)]).toEqual([accept, null]);
      }
      expect(await encodingOf(path, 'gzip, br; q=0')).toBe('gzip');
      expect(await encodingOf(path, 'BR')).toBe('br');
    }
  });

  it('on precompressed files', async () => {
    const asset = '/assets/index-abc123.js';
    for (const accept of REFUSING)
      expect([accept, await encodingOf(asset, accept)]).toEqual([accept, null]);
    expect(await encodingOf(asset, 'Br')).toBe('br');
  });
});
