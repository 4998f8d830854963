import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCache,
  type TCache,
  type TCacheBus,
  type TScopeSettings,
} from '../src/cache/cache.ts';
import { redisCacheBus } from '../src/cache/redis-bus.ts';
import { openRedis, type TRedis } from '../src/redis/redis.ts';
import { flushTestRedis, TEST_REDIS_URL } from './redis-helpers.ts';

/** The one cache (src/cache): read-through, tags, TTL, scopes, and its bus between servers. */
function cacheWith(settings: Partial<TScopeSettings> = {}, bus?: TCacheBus) {
  const scope = { ttlMs: 60_000, maxEntries: 100, ...settings };
  return createCache({
    scopes: { public: scope, session: scope, user: scope },
    ...(bus && { bus }),
  });
}

/** A load the test finishes by hand, counting how often it was started. */
function manualLoad<T>() {
  const calls: { resolve: (v: T) => void; reject: (e: Error) => void }[] = [];
  return {
    calls,
    load: () => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })),
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('get', () => {
  it('loads once however many ask at the same moment, then answers from memory', async () => {
    const cache = cacheWith();
    const { calls, load } = manualLoad<string>();
    const answers = Promise.all(
      Array.from({ length: 20 }, () => cache.get('k', load, { tags: ['a'] })),
    );
    expect(calls).toHaveLength(1);
    calls[0]?.resolve('v');
    expect(await answers).toEqual(Array(20).fill('v'));
    expect(await cache.get('k', load, { tags: ['a'] })).toBe('v');
    expect(calls).toHaveLength(1);
    expect(cache.peek('k')).toBe('v');
  });

  it('refuses an entry with a tag that is no name (a constant read through an import cycle)', async () => {
    const cache = cacheWith();
    const cycled = undefined as unknown as string;
    expect(() => cache.get('k', async () => 'v', { tags: ['a', cycled] })).toThrow(
      /has a tag that is not a name/,
    );
    expect(cache.peek('k')).toBeUndefined();
  });

  it('hands every reader the same value', async () => {
    const cache = cacheWith();
    const first = await cache.get('k', async () => ({ n: 1 }), { tags: [] });
    expect(await cache.get('k', async () => ({ n: 2 }), { tags: [] })).toBe(first);
  });

  it('keeps no failed load, and no value `keep` refuses', async () => {
    const cache = cacheWith();
    await expect(
      cache.get('k', () => Promise.reject(new Error('db away')), { tags: [] }),
    ).rejects.toThrow('db away');
    expect(cache.peek('k')).toBeUndefined();
    const keep = (v: string | null) => v !== null;
    expect(await cache.get('k', async () => null, { tags: [], keep })).toBeNull();
    expect(cache.size()).toBe(0);
    expect(await cache.get('k', async () => 'v', { tags: [], keep })).toBe('v');
    expect(cache.peek('k')).toBe('v');
  });

  it('tells a load when its entry expires', async () => {
    const cache = cacheWith({ ttlMs: 5_000 });
    const before = Date.now();
    const expires = await cache.get('k', async ({ expires }) => expires, { tags: [] });
    expect(expires).toBeGreaterThanOrEqual(before + 5_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 5_000);
  });
});

describe('TTL and bounds', () => {
  it('loads again once an entry has expired', async () => {
    const cache = cacheWith({ ttlMs: 30 });
    let n = 0;
    const load = async () => ++n;
    expect(await cache.get('k', load, { tags: [] })).toBe(1);
    expect(await cache.get('k', load, { tags: [] })).toBe(1);
    await sleep(50);
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load, { tags: [] })).toBe(2);
  });

  it('a per-entry TTL overrides the scope', async () => {
    const cache = cacheWith({ ttlMs: 60_000 });
    await cache.get('short', async () => 1, { tags: [], ttlMs: 20 });
    await cache.get('long', async () => 1, { tags: [] });
    await sleep(40);
    expect([cache.peek('short'), cache.peek('long')]).toEqual([undefined, 1]);
  });

  it('with a TTL of 0 loads every time and keeps nothing', async () => {
    const cache = cacheWith({ ttlMs: 0 });
    let n = 0;
    const load = async () => ++n;
    await Promise.all([cache.get('k', load, { tags: [] }), cache.get('k', load, { tags: [] })]);
    expect(n).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it("drops a scope's oldest entry past its bound, and only that scope's", async () => {
    const cache = createCache({
      scopes: {
        public: { ttlMs: 60_000, maxEntries: 2 },
        session: { ttlMs: 60_000, maxEntries: 10 },
        user: { ttlMs: 60_000, maxEntries: 10 },
      },
    });
    await cache.get('s', async () => 's', { tags: ['t'], scope: 'session' });
    for (const key of ['p1', 'p2', 'p3']) await cache.get(key, async () => key, { tags: ['t'] });
    expect(['s', 'p1', 'p2', 'p3'].map((k) => cache.peek(k))).toEqual(['s', undefined, 'p2', 'p3']);
  });
});

describe('tags', () => {
  it('an invalidation drops every entry carrying one of its tags, and no other', async () => {
    const cache = cacheWith();
    await cache.get('blog', async () => 1, { tags: ['blogs'] });
    await cache.get('course', async () => 1, { tags: ['catalog'] });
    await cache.get('progress', async () => 1, { tags: ['user:1', 'catalog'] });
    await cache.get('other', async () => 1, { tags: ['user:2', 'catalog'] });
    await cache.invalidate('user:1');
    expect(['blog', 'course', 'progress', 'other'].map((k) => cache.peek(k))).toEqual([
      1,
      1,
      undefined,
      1,
    ]);
    await cache.invalidate(['catalog', 'nothing-kept']);
    expect(['blog', 'course', 'other'].map((k) => cache.peek(k))).toEqual([
      1,
      undefined,
      undefined,
    ]);
  });

  it('keeps nothing an invalidation made stale while it loaded', async () => {
    const cache = cacheWith();
    const { calls, load } = manualLoad<string>();
    const before = cache.get('k', load, { tags: ['a'] });
    await cache.invalidate('a');
    // A request after the invalidation does not join the load that started before it.
    const after = cache.get('k', load, { tags: ['a'] });
    expect(calls).toHaveLength(2);
    calls[0]?.resolve('old');
    calls[1]?.resolve('new');
    // The overtaken load still answers the readers who were waiting for it.
    expect(await before).toBe('old');
    expect(await after).toBe('new');
    expect(cache.peek('k')).toBe('new');
  });

  it('tags known from the value: until loaded, any invalidation drops the entry', async () => {
    const cache = cacheWith();
    const tags = (v: { user: string }) => [`user:${v.user}`];
    const { calls, load } = manualLoad<{ user: string }>();
    const pending = cache.get('session', load, { tags });
    await cache.invalidate('user:someone-else');
    calls[0]?.resolve({ user: 'u1' });
    await pending;
    expect(cache.peek('session')).toBeUndefined();

    await cache.get('session', async () => ({ user: 'u1' }), { tags });
    await cache.invalidate('user:u2');
    expect(cache.peek('session')).toEqual({ user: 'u1' });
    await cache.invalidate('user:u1');
    expect(cache.peek('session')).toBeUndefined();
  });

  it('forget drops one key here, and listeners hear every invalidation', async () => {
    const cache = cacheWith();
    const heard: (readonly string[])[] = [];
    cache.onInvalidate((tags) => heard.push(tags));
    await cache.get('k', async () => 1, { tags: ['a'] });
    cache.forget('k');
    expect(cache.peek('k')).toBeUndefined();
    await cache.invalidate(['a', 'b']);
    await cache.invalidate('c', { local: true });
    expect(heard).toEqual([['a', 'b'], ['c']]);
  });
});

describe('two servers sharing Redis', () => {
  let redisA: TRedis;
  let redisB: TRedis;
  let a: TCache;
  let b: TCache;
  // Pub/sub channels are shared by every Redis database: tags of our own, whoever else runs.
  const tag = `test:${randomUUID()}`;
  beforeAll(async () => {
    await flushTestRedis();
    redisA = openRedis(TEST_REDIS_URL);
    redisB = openRedis(TEST_REDIS_URL);
    a = cacheWith({}, redisCacheBus(redisA));
    b = cacheWith({}, redisCacheBus(redisB));
    // Both subscribed before the first message.
    await redisB.client.ping();
    await sleep(100);
  });
  afterAll(async () => {
    await redisA?.close();
    await redisB?.close();
    await flushTestRedis();
  });

  it("an invalidation on one server drops the other's entries with that tag", async () => {
    await a.get('k', async () => 'a', { tags: [tag] });
    await b.get('k', async () => 'b', { tags: [tag] });
    await b.get('kept', async () => 'b', { tags: [`${tag}:other`] });
    const heard: (readonly string[])[] = [];
    b.onInvalidate((tags) => heard.push(tags));
    // Resolves once Redis has handed the message on.
    await a.invalidate(tag);
    expect(a.peek('k')).toBeUndefined();
    await expect.poll(() => b.peek('k'), { timeout: 2000, interval: 20 }).toBeUndefined();
    expect(b.peek('kept')).toBe('b');
    expect(heard).toEqual([[tag]]);
  });

  it('a local invalidation stays on its server, and a server skips its own messages', async () => {
    const heardA: (readonly string[])[] = [];
    a.onInvalidate((tags) => heardA.push(tags));
    await a.get('local', async () => 'a', { tags: [tag] });
    await b.get('local', async () => 'b', { tags: [tag] });
    await b.invalidate(tag, { local: true });
    await sleep(100);
    expect([a.peek('local'), b.peek('local')]).toEqual(['a', undefined]);
    expect(heardA).toEqual([]);

    await a.invalidate(tag);
    await sleep(100);
    expect(heardA).toEqual([[tag]]); // once, from itself: not again through Redis
  });
});
