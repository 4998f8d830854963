import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session, user } from '../src/db/schema.ts';
import { publishBlog } from './admin-helpers.ts';
import { type TTestApp, withTestApp } from './app.ts';
import { ORIGIN, signInAs } from './auth-helpers.ts';
import { learnerClient, subscribeAndPay } from './billing-helpers.ts';
import { makeBlog } from './factories.ts';

// Caching on, as in production (test/app.ts turns it off for the other files).
let app: TTestApp;
let admin = '';

withTestApp(
  {
    env: { PUBLIC_CACHE_TTL_SECONDS: '600', SESSION_CACHE_TTL_SECONDS: '300' },
  },
  async (built) => {
    app = built;
    admin = (await signInAs(app, 'admin')).cookie;
    for (let i = 0; i < 12; i++)
      await makeBlog(app.db, { category: 'web', summary: `A long enough summary, number ${i}.` });
  },
);

const titles = (body: string) =>
  (JSON.parse(body) as { blogs: { title: string }[] }).blogs.map((b) => b.title);

describe('public reads', () => {
  it('answers an unchanged list with 304 when the browser sends its ETag', async () => {
    const first = await app.inject({ url: '/api/blogs?category=web' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await app.inject({
      url: '/api/blogs?category=web',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await app.inject({
      url: '/api/blogs?category=web',
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('serves a cached list without reading the database, until an admin writes', async () => {
    const before = titles((await app.inject({ url: '/api/blogs?category=web' })).body);
    // A row written behind the API's back is not seen: the answer came from memory.
    await makeBlog(app.db, { category: 'web', title: 'Written behind the cache' });
    expect(titles((await app.inject({ url: '/api/blogs?category=web' })).body)).toEqual(before);

    const created = await publishBlog(app, admin, {
      order: 99,
      title: 'Published by the admin',
      summary: 'Readers see it at once.',
    });
    const after = titles((await app.inject({ url: '/api/blogs?category=web' })).body);
    expect(after).toContain('Published by the admin');
    expect(after).toContain('Written behind the cache');

    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/admin/blogs/${created.id}`,
      headers: { origin: ORIGIN, cookie: admin },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect(titles((await app.inject({ url: '/api/blogs?category=web' })).body)).not.toContain(
      'Published by the admin',
    );
  });

  it('compresses JSON over 1 KB with brotli or gzip, as the browser accepts', async () => {
    const plain = await app.inject({ url: '/api/blogs' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await app.inject({ url: '/api/blogs', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await app.inject({ url: '/api/blogs', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('compresses other JSON over 1 KB too (@fastify/compress), and leaves small answers alone', async () => {
    const headers = { cookie: admin, 'accept-encoding': 'br' };
    const list = await app.inject({ url: '/api/admin/blogs', headers });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(list.rawPayload).toString();
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body)).toBeTruthy();

    const me = await app.inject({ url: '/api/me', headers });
    expect(me.headers['content-encoding']).toBeUndefined();
    expect(me.json().isAdmin).toBe(true);
  });
});

describe('sessions', () => {
  it('are not read from the database on every request, and signing out ends them at once', async () => {
    const learner = await signInAs(app, 'free');
    const me = () => app.inject({ url: '/api/me', headers: { cookie: learner.cookie } });
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);

    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: learner.cookie, origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    // The old cookie, replayed after signing out, opens nothing.
    expect((await me()).statusCode).toBe(401);
  });

  it('a cached session does not touch the database', async () => {
    const learner = await signInAs(app, 'free');
    const me = () => app.inject({ url: '/api/me', headers: { cookie: learner.cookie } });
    expect((await me()).statusCode).toBe(200);
    const [u] = await app.db.select().from(user).where(eq(user.email, learner.email));
    if (!u) throw new Error('no user row');
    // The session row is gone, yet the next request is answered: it was not read again.
    await app.db.delete(session).where(eq(session.userId, u.id));
    expect((await me()).statusCode).toBe(200);
  });

  it('sees a role change at once (a paid subscription turns free into builder)', async () => {
    const learner = await signInAs(app, 'free');
    const client = learnerClient(app, learner);
    expect((await client.me()).body.role).toBe('free');
    await subscribeAndPay(app, client, 'builderm');
    expect((await client.me()).body.role).toBe('builder');
  });
});
