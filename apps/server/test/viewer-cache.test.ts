import { describe, expect, it } from 'vitest';
import { createCache } from '../src/cache/cache.ts';
import { forgetEveryUser, forgetUser, resolveViewer } from '../src/http/viewer-cache.ts';
import { viewerCacheKeys } from '../src/viewer/cache-keys.ts';
import type { TViewer } from '../src/viewer/viewer.ts';

const viewer = (id: string): TViewer => ({
  id,
  email: `${id}@example.com`,
  emailVerified: true,
  isAdmin: false,
  twoFactorEnabled: false,
  lifetimeAccess: false,
  termsAccepted: true,
  guardianHold: 'none',
  privacyChanged: false,
  dataSaver: null,
  role: 'free',
});

/** The app's cache with sessions kept `ttlMs`, and the viewer-cache calls on it. */
function createViewerCache({ ttlMs }: { ttlMs: number }) {
  const scope = { ttlMs, maxEntries: 10_000 };
  const cache = createCache({ scopes: { public: scope, session: scope, user: scope } });
  return {
    resolve: (token: string, lookUp: () => Promise<TViewer | null>) =>
      resolveViewer(cache, token, lookUp),
    get: (token: string) => cache.peek<TViewer>(viewerCacheKeys.session(token)) ?? null,
    dropUser: (userId: string) => forgetUser(cache, userId),
    dropToken: (token: string) => cache.forget(viewerCacheKeys.session(token)),
    clear: () => forgetEveryUser(cache),
  };
}

/** A lookup the test finishes by hand, counting how often it was started. */
function manualLookup() {
  const calls: ((v: TViewer | null) => void)[] = [];
  return {
    calls,
    lookUp: () => new Promise<TViewer | null>((resolve) => calls.push(resolve)),
  };
}

describe('viewer cache lookups', () => {
  it('reads a session once however many requests ask at the same moment', async () => {
    const cache = createViewerCache({ ttlMs: 60_000 });
    const { calls, lookUp } = manualLookup();
    const answers = Promise.all(Array.from({ length: 50 }, () => cache.resolve('t', lookUp)));
    expect(calls).toHaveLength(1);
    calls[0]?.(viewer('u1'));
    expect((await answers).every((v) => v?.id === 'u1')).toBe(true);
    // Kept: the next request does not look up at all.
    expect((await cache.resolve('t', lookUp))?.id).toBe('u1');
    expect(calls).toHaveLength(1);
  });

  it('keeps nothing a drop made stale while it was being read', async () => {
    const cache = createViewerCache({ ttlMs: 60_000 });
    const { calls, lookUp } = manualLookup();
    const before = cache.resolve('t', lookUp);
    cache.dropUser('u1');
    // A request after the drop does not join the lookup that started before it.
    const after = cache.resolve('t', lookUp);
    expect(calls).toHaveLength(2);
    calls[0]?.(viewer('u1'));
    calls[1]?.(viewer('u1'));
    await Promise.all([before, after]);
    expect(cache.get('t')?.id).toBe('u1'); // from the lookup that started after the drop

    cache.clear();
    const third = cache.resolve('t', lookUp);
    cache.dropToken('t');
    calls[2]?.(viewer('u1'));
    await third;
    expect(cache.get('t')).toBeNull();
  });

  it('keeps neither a failed lookup nor an unknown session', async () => {
    const cache = createViewerCache({ ttlMs: 60_000 });
    await expect(cache.resolve('t', () => Promise.reject(new Error('db away')))).rejects.toThrow();
    expect(await cache.resolve('t', async () => null)).toBeNull();
    expect(await cache.resolve('t', async () => viewer('u2'))).toMatchObject({ id: 'u2' });
  });

  it('with a TTL of 0 looks up every time', async () => {
    const cache = createViewerCache({ ttlMs: 0 });
    let n = 0;
    const lookUp = async () => viewer(`u${++n}`);
    await Promise.all([cache.resolve('t', lookUp), cache.resolve('t', lookUp)]);
    expect(n).toBe(2);
  });
});
