import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishBlog } from './admin-helpers.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signInAs } from './auth-helpers.ts';
import { makeBlog } from './factories.ts';
import { flushTestRedis } from './redis-helpers.ts';

/**
 * Hot public reads (decisions/014): the public blog API, once served through Fastify, is answered
 * before routing until it changes. Over real HTTP (app.inject skips the server, so it never
 * reaches that path), on one server and on two sharing Redis.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/8';
const CACHING = { PUBLIC_CACHE_TTL_SECONDS: '600', SESSION_CACHE_TTL_SECONDS: '60' };

async function listen(app: TTestApp) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

/** Headers that differ per answer whichever path sends it (the rate limiter's are Fastify's). */
const PER_ANSWER = /^(date|x-request-id|x-ratelimit-.*|keep-alive|connection)$/;
const stable = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !PER_ANSWER.test(name)));

const titles = (json: unknown) =>
  (json as { blogs: { title: string }[] }).blogs.map((b) => b.title);

/** A GET answered before routing has no rate-limit headers: that is how a test tells them apart. */
const wasHot = (res: Response) => !res.headers.has('x-ratelimit-limit');

describe('one server', () => {
  let app: TTestApp;
  let base = '';
  let admin = '';
  beforeAll(async () => {
    app = await buildTestApp({ env: CACHING });
    for (let i = 0; i < 12; i++)
      await makeBlog(app.db, { category: 'web', summary: `A long enough summary, number ${i}.` });
    admin = (await signInAs(app, 'admin')).cookie;
    base = await listen(app);
  });
  afterAll(() => app.cleanup());

  it('answers a served URL again with the same status, headers and bytes', async () => {
    const url = `${base}/api/blogs?category=web`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(wasHot(first)).toBe(false);
    const second = await fetch(url);
    expect(wasHot(second)).toBe(true);
    expect(second.status).toBe(200);
    expect(stable(second.headers)).toEqual(stable(first.headers));
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('negotiates 304, brotli, gzip and HEAD as Fastify does', async () => {
    const url = `${base}/api/blogs`;
    const plain = await (await fetch(url)).text();
    const hot = await fetch(url);
    expect(wasHot(hot)).toBe(true);
    const etag = String(hot.headers.get('etag'));

    const cached = await fetch(url, { headers: { 'if-none-match': `W/${etag}` } });
    expect([cached.status, wasHot(cached), await cached.text()]).toEqual([304, true, '']);

    // node's fetch decompresses itself: ask for the raw bytes with a plain http request.
    const raw = async (encoding: string) => {
      const { request } = await import('node:http');
      return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(url, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        })
          .on('error', reject)
          .end();
      });
    };
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-ratelimit-limit']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(plain);
    const gz = await raw('gzip, br;q=0');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(plain);

    const head = await fetch(url, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect([head.status, wasHot(head), await head.text()]).toEqual([200, true, '']);
    // The length of the brotli body, as the GET would send it.
    expect(head.headers.get('content-length')).toBe(String(br.body.length));
  });

  it('never keeps an answer that failed validation or a URL not served yet', async () => {
    const bad = await fetch(`${base}/api/blogs?category=not-a-category`);
    const again = await fetch(`${base}/api/blogs?category=not-a-category`);
    expect([bad.status, again.status]).toEqual([400, 400]);
    expect(wasHot(again)).toBe(false);
    const missing = await fetch(`${base}/api/blogs/no-such-post`);
    expect(missing.status).toBe(404);
    expect(wasHot(await fetch(`${base}/api/blogs/no-such-post`))).toBe(false);
  });

  it('forgets every hot answer when the admin writes', async () => {
    const url = `${base}/api/blogs?category=web`;
    await fetch(url);
    expect(wasHot(await fetch(url))).toBe(true);
    await publishBlog(app, admin, { title: 'Hot no more' });
    const after = await fetch(url);
    expect(wasHot(after)).toBe(false);
    expect(titles(await after.json())).toContain('Hot no more');
  });

  it('counts hot answers in the metrics under their route', async () => {
    const url = `${base}/api/blogs?category=web`;
    await fetch(url);
    const count = async () => {
      const text = await (await fetch(`${base}/metrics`)).text();
      const line = text
        .split('\n')
        .find((l) =>
          l.startsWith('http_requests_total{method="GET",route="/api/blogs",status="200"'),
        );
      return Number(line?.split(' ').at(-1) ?? 0);
    };
    const before = await count();
    for (let i = 0; i < 5; i++) expect(wasHot(await fetch(url))).toBe(true);
    expect(await count()).toBe(before + 5);
  });
});

describe('two servers sharing Redis', () => {
  let a: TTestApp;
  let b: TTestApp;
  let baseB = '';
  let admin = '';
  beforeAll(async () => {
    await flushTestRedis(REDIS_URL);
    const env = { ...CACHING, REDIS_URL };
    a = await buildTestApp({ env });
    b = await buildTestApp({ env, database: { ...a.database, close: async () => {} } });
    admin = (await signInAs(a, 'admin')).cookie;
    baseB = await listen(b);
  });
  afterAll(async () => {
    await b.cleanup();
    await a.cleanup();
    await flushTestRedis(REDIS_URL);
  });

  it('a post published on one server is listed by the other as soon as Redis tells it', async () => {
    const url = `${baseB}/api/blogs`;
    await fetch(url);
    expect(wasHot(await fetch(url))).toBe(true);
    await publishBlog(a, admin, { title: 'Published on server A' });
    // The drop reaches server B by Redis pub/sub, a moment after A has answered the admin (on a
    // loaded machine that moment outlasted the next request): B lists the post once it arrives,
    // and well before the public cache's TTL would have.
    await expect
      .poll(async () => titles(await (await fetch(url)).json()), { timeout: 2000, interval: 50 })
      .toContain('Published on server A');
  });
});
