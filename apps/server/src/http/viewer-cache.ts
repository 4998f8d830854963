import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TDb } from '../db/client.ts';
import type { TViewer } from '../viewer/viewer.ts';
import { getViewer } from './guards.ts';

/**
 * Who a session cookie belongs to, remembered for a few seconds so that a signed-in page's API
 * calls do not each read the session, the user and the subscription from the database.
 *
 * Keyed by the signed session token exactly as the browser sent it: only a token better-auth has
 * accepted is ever stored, so a forged one always misses. Entries are dropped at once when the
 * session ends or the user's role may have changed (revokeOnWrites below); otherwise they live
 * SESSION_CACHE_TTL_SECONDS, which also bounds how long another server can lag behind.
 */
export type TViewerCache = {
  get(token: string): TViewer | null;
  set(token: string, viewer: TViewer): void;
  /**
   * The viewer for a token: kept, else looked up once however many requests ask at the same
   * moment (when an entry expires under load, 50 requests would otherwise each read the
   * session). A drop while the lookup runs means its answer is neither kept nor shared further.
   */
  resolve(token: string, lookUp: () => Promise<TViewer | null>): Promise<TViewer | null>;
  dropToken(token: string): void;
  /** Every session of this user and what is kept about them (with Redis: on every server). */
  dropUser(userId: string): void | Promise<void>;
  /** Everything (with Redis: on every server). */
  clear(): void | Promise<void>;
  /**
   * Something about one user that only their own writes change (their progress in a project),
   * kept as long as a session may be and dropped with their sessions: every successful write
   * they make drops it (revokeOnWrites), on every server. Callers must not change what they get.
   */
  userValue<T>(userId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** Every user's kept values, on this server only (the content they refer to changed). */
  clearUserValues(): void;
};

const MAX_VALUES_PER_USER = 64;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export const sessionToken = (request: FastifyRequest) =>
  request.headers.cookie?.match(SESSION_COOKIE)?.[1] ?? null;

export function createViewerCache({
  ttlMs,
  maxEntries = 10_000,
}: {
  ttlMs: number;
  maxEntries?: number;
}): TViewerCache {
  const byToken = new Map<string, { viewer: TViewer; expires: number }>();
  const lookingUp = new Map<string, Promise<TViewer | null>>();
  // A load in flight when its user is dropped lands in the dropped bucket: never served.
  const byUser = new Map<string, { expires: number; values: Map<string, Promise<unknown>> }>();
  function get(token: string): TViewer | null {
    const hit = byToken.get(token);
    if (!hit) return null;
    if (hit.expires > Date.now()) return hit.viewer;
    byToken.delete(token);
    return null;
  }
  function set(token: string, viewer: TViewer) {
    if (ttlMs <= 0) return;
    if (byToken.size >= maxEntries) byToken.delete(byToken.keys().next().value as string);
    byToken.set(token, { viewer, expires: Date.now() + ttlMs });
  }
  return {
    get,
    set,
    resolve(token, lookUp) {
      if (ttlMs <= 0) return lookUp();
      const kept = get(token);
      if (kept) return Promise.resolve(kept);
      const running = lookingUp.get(token);
      if (running) return running;
      const settle = () => {
        const ours = lookingUp.get(token) === lookup;
        if (ours) lookingUp.delete(token);
        return ours;
      };
      const lookup: Promise<TViewer | null> = lookUp().then(
        (viewer) => {
          if (settle() && viewer) set(token, viewer);
          return viewer;
        },
        (error) => {
          settle();
          throw error;
        },
      );
      lookingUp.set(token, lookup);
      return lookup;
    },
    dropToken(token: string) {
      byToken.delete(token);
      lookingUp.delete(token);
    },
    /** Every session of this user (another device may be signed in too). */
    dropUser(userId: string) {
      for (const [token, { viewer }] of byToken) if (viewer.id === userId) byToken.delete(token);
      byUser.delete(userId);
      // Whose session a running lookup reads is not known until it ends: forget them all.
      lookingUp.clear();
    },
    clear() {
      byToken.clear();
      byUser.clear();
      lookingUp.clear();
    },
    userValue<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const now = Date.now();
      let bucket = byUser.get(userId);
      if (!bucket || bucket.expires <= now) {
        byUser.delete(userId);
        if (byUser.size >= maxEntries) byUser.delete(byUser.keys().next().value as string);
        bucket = { expires: now + ttlMs, values: new Map() };
        byUser.set(userId, bucket);
      }
      const hit = bucket.values.get(key);
      if (hit) return hit as Promise<T>;
      const value = load();
      const { values } = bucket;
      // Bounded per user whatever keys a client asks for (pages of a list).
      if (values.size >= MAX_VALUES_PER_USER) values.delete(values.keys().next().value as string);
      values.set(key, value);
      value.catch(() => {
        if (values.get(key) === value) values.delete(key);
      });
      return value;
    },
    clearUserValues() {
      byUser.clear();
    },
  };
}

/**
 * A successful write may end a session (sign-out) or change a role (terms, subscription): forget
 * the writer's sessions, on every server. Runs before the answer leaves, so the next request
 * already sees the change. The user's kept values (userValue: their progress) go with their
 * sessions, so a lesson completed is shown complete on the next list, on any server.
 *
 * The writer is looked up before the route runs: a sign-out deletes the session it would be
 * found by. A write with no signed-in author (an anonymous sign-out, a reset asked for any
 * email, a webhook) drops nothing: none of them changes anyone's session or role. Those that do
 * drop their own user: a completed password reset (onPasswordReset in modules/auth/auth.ts), the
 * job that applies a payment webhook (billing/jobs.ts), the admin CLI (dropUserEverywhere).
 */
export function revokeOnWrites(api: FastifyInstance, cache: TViewerCache) {
  const isWrite = (request: FastifyRequest) =>
    request.method !== 'GET' && request.method !== 'HEAD';
  api.addHook('preHandler', async (request) => {
    if (isWrite(request) && sessionToken(request)) await getViewer(request).catch(() => null);
  });
  api.addHook('onSend', (request, reply, payload, done) => {
    if (!isWrite(request) || reply.statusCode >= 400) return done(null, payload);
    forget(request).then(() => done(null, payload), done);
  });

  async function forget(request: FastifyRequest) {
    const token = sessionToken(request);
    if (!token) return;
    const viewer = cache.get(token) ?? (await request.viewerPromise?.catch(() => null));
    cache.dropToken(token);
    // Awaited: with Redis the other servers have been told before the writer hears back.
    if (viewer) await cache.dropUser(viewer.id);
  }
}

/** The database channel on which a user id means "drop this user's sessions" (decisions/009). */
const DROP_CHANNEL = 'thinkbuild_viewer_drop';

/**
 * From a process that is not a server (the admin CLI): every running server drops the user's
 * cached sessions at once. Sent through the database, the one thing every server shares, with
 * or without Redis; a server not listening at that moment has an empty or expiring cache.
 */
export async function dropUserEverywhere(db: TDb, userId: string) {
  await db.execute(sql`select pg_notify(${DROP_CHANNEL}, ${userId})`);
}

/** Applies dropUserEverywhere's notices to this server's own cache while it runs. */
export function dropOnDatabaseNotices(app: FastifyInstance, cache: TViewerCache) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await app.database.listen(DROP_CHANNEL, (userId) => cache.dropUser(userId));
  });
  app.addHook('preClose', async () => stop?.());
}
