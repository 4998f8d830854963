import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisLocker } from '../src/redis/tus-locker.ts';
import { buildTestApp, type TTestApp } from './app.ts';
import { signIn, uniqueEmail } from './auth-helpers.ts';
import { flushTestRedis, TEST_REDIS_URL } from './redis-helpers.ts';

/** Two servers, as behind a load balancer: each its own process state, one Redis between them. */
async function twoServers(env: Record<string, string>) {
  return Promise.all([buildTestApp({ env }), buildTestApp({ env })]);
}

describe('with REDIS_URL, limits count across servers', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    await flushTestRedis();
    [a, b] = await twoServers({
      REDIS_URL: TEST_REDIS_URL,
      AUTH_RATE_LIMIT_PER_MINUTE: '3',
      RATE_LIMIT_PER_MINUTE: '5',
    });
  });
  afterAll(async () => {
    await Promise.all([a?.cleanup(), b?.cleanup()]);
    await flushTestRedis();
  });

  it('refuses the fourth sign-in for one email even when the attempts alternate servers', async () => {
    const email = uniqueEmail('shared-limit');
    const statuses = [
      (await signIn(a, email, 'wrong-password')).statusCode,
      (await signIn(b, email, 'wrong-password')).statusCode,
      (await signIn(a, email, 'wrong-password')).statusCode,
      (await signIn(b, email, 'wrong-password')).statusCode,
    ];
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts the API-wide limit per client across servers', async () => {
    const get = (app: TTestApp) =>
      app.inject({ url: '/api/blogs', remoteAddress: '10.9.8.7' }).then((r) => r.statusCode);
    const statuses = [await get(a), await get(b), await get(a), await get(b), await get(a)];
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    const limited = await b.inject({ url: '/api/blogs', remoteAddress: '10.9.8.7' });
    expect(limited.statusCode).toBe(429);
    // Another client is not affected.
    expect((await b.inject({ url: '/api/blogs', remoteAddress: '10.9.8.8' })).statusCode).toBe(200);
  });

  it('keeps its counters in Redis under the thinkbuild: namespace', async () => {
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys('thinkbuild:rate-limit:*');
    redis.disconnect();
    expect(keys.length).toBeGreaterThan(0);
  });
});

describe('without REDIS_URL, each server counts alone (the single-server default)', () => {
  let a: TTestApp;
  let b: TTestApp;
  beforeAll(async () => {
    [a, b] = await twoServers({ AUTH_RATE_LIMIT_PER_MINUTE: '2' });
  });
  afterAll(() => Promise.all([a?.cleanup(), b?.cleanup()]));

  it('lets the third attempt through on the other server', async () => {
    const email = uniqueEmail('local-limit');
    await signIn(a, email, 'wrong-password');
    await signIn(a, email, 'wrong-password');
    expect((await signIn(a, email, 'wrong-password')).statusCode).toBe(429);
    expect((await signIn(b, email, 'wrong-password')).statusCode).toBe(401);
    expect(a.redis).toBeNull();
  });
});

describe('tus upload locks in Redis', () => {
  const connections: Redis[] = [];
  const connect = () => {
    const c = new Redis(TEST_REDIS_URL);
    connections.push(c);
    return c;
  };
  const locker = (opts: { ttlMs?: number; acquireTimeoutMs?: number } = {}) => {
    const client = connect();
    return Object.assign(createRedisLocker({ client, subscriber: connect(), ...opts }), {
      die: () => client.disconnect(),
    });
  };
  beforeAll(() => flushTestRedis());
  afterAll(async () => {
    for (const c of connections) c.disconnect();
    await flushTestRedis();
  });

  it('asks the holder on another server to let go, then takes the lock', async () => {
    const serverA = locker();
    const serverB = locker();
    const held = serverA.newLock('upload-1');
    let asked = 0;
    await held.lock(new AbortController().signal, async () => {
      asked++;
      await held.unlock(); // what tus does: it ends the old request, which releases its lock
    });
    const taker = serverB.newLock('upload-1');
    await taker.lock(new AbortController().signal, () => {});
    expect(asked).toBe(1);
    await taker.unlock();
    await Promise.all([serverA.close(), serverB.close()]);
  });

  it('times out while a holder does not let go, and frees a dead holder after its TTL', async () => {
    const serverA = locker({ ttlMs: 600 });
    const serverB = locker({ acquireTimeoutMs: 300 });
    const stuck = serverA.newLock('upload-2');
    await stuck.lock(new AbortController().signal, () => {}); // never lets go
    await expect(
      serverB.newLock('upload-2').lock(new AbortController().signal, () => {}),
    ).rejects.toMatchObject({ status_code: 500, body: expect.stringContaining('lock') });
    serverA.die(); // server A dies: its renewals stop
    await new Promise((r) => setTimeout(r, 800));
    const later = locker({ acquireTimeoutMs: 2_000 }).newLock('upload-2');
    await later.lock(new AbortController().signal, () => {});
    await later.unlock();
  });
});
