import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TCache, TGetOptions } from '../cache/cache.ts';
import type { TDb } from '../db/client.ts';
import { USERS_TAG, userTag, viewerCacheKeys } from '../viewer/cache-keys.ts';
import type { TViewer } from '../viewer/viewer.ts';
import { getViewer } from './guards.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write that changes nothing kept about its writer (their session, role, progress or
     * lists), made so often that forgetting them would make their next request read the session
     * again: the player's watching batches. revokeOnWrites leaves their cache alone.
     */
    keepsViewer?: boolean;
  }
}

/**
 * Who a session cookie belongs to, kept in the app's cache (cache/cache.ts, scope 'session') for
 * a few seconds so that a signed-in page's API calls do not each read the session, the user and
 * the subscription from the database.
 *
 * Keyed by the signed session token exactly as the browser sent it: only a token better-auth has
 * accepted is ever kept, so a forged one always misses. Entries are dropped at once when the
 * session ends or the user's role may have changed (revokeOnWrites below, by the user's tag);
 * otherwise they live SESSION_CACHE_TTL_SECONDS, which also bounds how long another server can
 * lag behind.
 */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export const sessionToken = (request: FastifyRequest) =>
  request.headers.cookie?.match(SESSION_COOKIE)?.[1] ?? null;

/** A session is kept under its user's tags, known once it has loaded; an unknown one is not. */
const SESSION: TGetOptions<TViewer | null> = {
  scope: 'session',
  tags: (viewer) => (viewer ? [userTag(viewer.id), USERS_TAG] : []),
  keep: (viewer) => viewer !== null,
};

/**
 * The viewer for a token: kept, else looked up once however many requests ask at the same
 * moment (when an entry expires under load, 50 requests would otherwise each read the
 * session). Whose session a lookup reads is not known until it ends, so any invalidation while
 * it runs means its answer is neither kept nor shared further. An unknown session is not kept.
 */
export function resolveViewer(
  cache: TCache,
  token: string,
  lookUp: () => Promise<TViewer | null>,
): Promise<TViewer | null> {
  return cache.get(viewerCacheKeys.session(token), lookUp, SESSION);
}

/**
 * Every session of this user (another device may be signed in too) and what is kept about them,
 * on every server; resolves once the other servers have been told.
 */
export const forgetUser = (cache: TCache, userId: string) => cache.invalidate(userTag(userId));

/** Every user's sessions and kept values, on every server (anyone's access may have changed). */
export const forgetEveryUser = (cache: TCache) => cache.invalidate(USERS_TAG);

/**
 * A successful write may end a session (sign-out) or change a role (terms, subscription): forget
 * the writer's sessions, on every server. Runs before the answer leaves, so the next request
 * already sees the change. The user's kept values (their progress: learning/cache-keys.ts) go
 * with their sessions (the same user tag), so a lesson completed is shown complete on the next
 * list, on any server.
 *
 * The writer is looked up before the route runs: a sign-out deletes the session it would be
 * found by. A write with no signed-in author (an anonymous sign-out, a reset asked for any
 * email, a webhook) drops nothing: none of them changes anyone's session or role. Those that do
 * drop their own user: a completed password reset (onPasswordReset in modules/auth/auth.ts), the
 * job that applies a payment webhook (billing/webhooks/jobs.ts), the admin CLI (dropUserEverywhere).
 * A route marked `config: { keepsViewer: true }` changes none of it and drops nothing.
 */
export function revokeOnWrites(api: FastifyInstance) {
  const { cache } = api;
  const isWrite = (request: FastifyRequest) =>
    request.method !== 'GET' &&
    request.method !== 'HEAD' &&
    request.routeOptions.config.keepsViewer !== true;
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
    const key = viewerCacheKeys.session(token);
    const viewer = cache.peek<TViewer>(key) ?? (await request.viewerPromise?.catch(() => null));
    cache.forget(key);
    // Awaited: with Redis the other servers have been told before the writer hears back.
    if (viewer) await forgetUser(cache, viewer.id);
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

/**
 * Applies dropUserEverywhere's notices to this server's own cache while it runs: every server
 * hears the notice itself, so it is not passed on.
 */
export function dropOnDatabaseNotices(app: FastifyInstance) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await app.database.listen(DROP_CHANNEL, (userId) => {
      void app.cache.invalidate(userTag(userId), { local: true });
    });
  });
  app.addHook('preClose', async () => stop?.());
}
