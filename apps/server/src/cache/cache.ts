/**
 * The server's one cache: every value kept in memory between requests goes through `get`, and
 * every "this changed" goes through `invalidate` (docs/decisions/009, 014).
 *
 * A read names its key, how to load it, and the tags it depends on: `get(key, load, { tags })`.
 * A write says what it changed: `invalidate('blogs')`, `invalidate('user:<id>')`. Every entry
 * carrying one of those tags is dropped here at once and, through the bus (Redis pub/sub when
 * REDIS_URL is set), on every other server; a TTL bounds how long any entry lives anyway, and
 * so how far a server that missed a message can lag.
 *
 * Keys and tags are built by the module that owns the data (e.g. modules/learning/cache-keys.ts),
 * never by hand at the call site. This folder is infrastructure: it imports no module.
 *
 * - A load runs once however many requests ask at the same moment; they share its promise.
 * - A load that fails is not kept. A load overtaken by an invalidation of one of its tags is
 *   handed to the requests that were waiting for it, never kept nor shared further.
 * - A scope gives entries their default TTL and bound: public answers cannot push sessions out.
 * - Callers must not change what they get: the same value is handed to every reader.
 */
export type TCacheScope = 'public' | 'session' | 'user';

export type TScopeSettings = {
  /** How long an entry lives; 0 turns caching off for the scope (every get loads). */
  ttlMs: number;
  /** At most this many entries; the oldest goes first. */
  maxEntries: number;
};

export type TGetOptions<T> = {
  /**
   * What the value depends on; invalidating any of them drops it. A function when the tags are
   * only known from the value (a session's user): until it has loaded, such an entry is dropped
   * by any invalidation at all.
   */
  tags: readonly string[] | ((value: T) => readonly string[]);
  /** Which scope's TTL and bound apply (default 'public'). */
  scope?: TCacheScope;
  /** Overrides the scope's TTL for this entry. */
  ttlMs?: number;
  /** Whether a loaded value is kept (default: always); one that is not is still returned. */
  keep?: (value: T) => boolean;
};

/** What a load learns about the entry it fills. */
export type TLoadInfo = {
  /** When the entry expires (epoch ms): an answer built from it may say so. */
  expires: number;
};

export type TCache = {
  /** The value kept under `key`, else what `load` resolves to (kept unless it throws). */
  get<T>(key: string, load: (info: TLoadInfo) => Promise<T>, options: TGetOptions<T>): Promise<T>;
  /** The value kept under `key` when it has loaded and not expired; else undefined. */
  peek<T>(key: string): T | undefined;
  /** Forgets one key on this server only (a session token, which never travels). */
  forget(key: string): void;
  /**
   * Drops every entry carrying one of `tags`, here and on every other server. Resolves once
   * the bus has handed the message on (Redis: PUBLISH answered), or after a short wait when it
   * is slow or away: awaiting it means the other servers have been told before an answer
   * leaves. `local` applies it here only (each server heard it already, e.g. a database notice).
   */
  invalidate(tags: string | readonly string[], options?: { local?: boolean }): Promise<void>;
  /** Called on this server after each invalidation (here or from another server). */
  onInvalidate(listener: (tags: readonly string[]) => void): void;
  /** How many entries are kept now (tests). */
  size(): number;
};

/** How servers tell each other which tags changed. */
export type TCacheBus = {
  publish(tags: readonly string[]): Promise<void>;
  subscribe(onTags: (tags: readonly string[]) => void): void;
};

/** One server: nothing to tell. */
export const localBus = (): TCacheBus => ({ publish: async () => {}, subscribe() {} });

type TEntry = {
  key: string;
  scope: TCacheScope;
  expires: number;
  value: Promise<unknown>;
  /** Set once loaded. */
  settled: { value: unknown } | null;
  /** Known tags; null while a load whose tags come from its value runs. */
  tags: readonly string[] | null;
};

export function createCache(opts: {
  scopes: Record<TCacheScope, TScopeSettings>;
  bus?: TCacheBus;
}): TCache {
  const { scopes, bus = localBus() } = opts;
  const entries = new Map<string, TEntry>();
  // Insertion order per scope: the first key is the oldest, evicted first.
  const order: Record<TCacheScope, Set<string>> = {
    public: new Set(),
    session: new Set(),
    user: new Set(),
  };
  const byTag = new Map<string, Set<string>>();
  // Entries whose tags are not known yet: any invalidation drops them.
  const untagged = new Set<string>();
  const listeners: ((tags: readonly string[]) => void)[] = [];

  function index(entry: TEntry, tags: readonly string[]) {
    entry.tags = tags;
    untagged.delete(entry.key);
    for (const tag of tags) {
      const keys = byTag.get(tag);
      if (keys) keys.add(entry.key);
      else byTag.set(tag, new Set([entry.key]));
    }
  }

  function remove(entry: TEntry) {
    if (entries.get(entry.key) !== entry) return;
    entries.delete(entry.key);
    order[entry.scope].delete(entry.key);
    untagged.delete(entry.key);
    for (const tag of entry.tags ?? []) {
      const keys = byTag.get(tag);
      keys?.delete(entry.key);
      if (keys?.size === 0) byTag.delete(tag);
    }
  }

  function fresh(key: string): TEntry | undefined {
    const hit = entries.get(key);
    if (!hit) return undefined;
    if (hit.expires > Date.now()) return hit;
    remove(hit);
    return undefined;
  }

  function applyHere(tags: readonly string[]) {
    for (const tag of tags) {
      for (const key of byTag.get(tag) ?? []) {
        const entry = entries.get(key);
        if (entry) remove(entry);
      }
    }
    for (const key of untagged) {
      const entry = entries.get(key);
      if (entry) remove(entry);
    }
    for (const listener of listeners) listener(tags);
  }
  bus.subscribe(applyHere);

  return {
    get<T>(
      key: string,
      load: (info: TLoadInfo) => Promise<T>,
      options: TGetOptions<T>,
    ): Promise<T> {
      const scope = options.scope ?? 'public';
      const settings = scopes[scope];
      const ttlMs = options.ttlMs ?? settings.ttlMs;
      const now = Date.now();
      if (ttlMs <= 0) return load({ expires: now });
      const hit = entries.get(key);
      if (hit) {
        if (hit.expires > now) return hit.value as Promise<T>;
        remove(hit);
      }

      const { tags, keep } = options;
      // A tag read through an import cycle while its module loads is undefined: such an entry
      // could never be invalidated, so it is refused loudly (checked on a miss, not on a hit).
      if (typeof tags !== 'function' && tags.some((tag) => typeof tag !== 'string' || !tag))
        throw new Error(`cache entry ${key} has a tag that is not a name: [${tags.join(', ')}]`);
      const expires = now + ttlMs;
      const value = load({ expires });
      const entry: TEntry = { key, scope, expires, value, settled: null, tags: null };
      const keys = order[scope];
      if (keys.size >= settings.maxEntries) {
        const oldest = entries.get(keys.values().next().value as string);
        if (oldest) remove(oldest);
      }
      entries.set(key, entry);
      keys.add(key);
      if (typeof tags === 'function') untagged.add(key);
      else index(entry, tags);
      value.then(
        (loaded) => {
          // Dropped while loading (an invalidation, forget, eviction): not ours to keep.
          if (entries.get(key) !== entry) return;
          if (keep && !keep(loaded)) return remove(entry);
          if (typeof tags === 'function') index(entry, tags(loaded));
          entry.settled = { value: loaded };
        },
        () => remove(entry),
      );
      return value;
    },

    peek<T>(key: string): T | undefined {
      return fresh(key)?.settled?.value as T | undefined;
    },

    forget(key) {
      const entry = entries.get(key);
      if (entry) remove(entry);
    },

    invalidate(tags, options = {}) {
      const list = typeof tags === 'string' ? [tags] : tags;
      applyHere(list);
      return options.local ? Promise.resolve() : bus.publish(list);
    },

    onInvalidate(listener) {
      listeners.push(listener);
    },

    size: () => entries.size,
  };
}
