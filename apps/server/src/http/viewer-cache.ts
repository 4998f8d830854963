import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TViewer } from '../viewer/viewer.ts';

/**
 * Who a session cookie belongs to, remembered for a few seconds so that a signed-in page's API
 * calls do not each read the session, the user and the subscription from the database.
 *
 * Keyed by the signed session token exactly as the browser sent it: only a token better-auth has
 * accepted is ever stored, so a forged one always misses. Entries are dropped at once when the
 * session ends or the user's role may have changed (revokeOnWrites below); otherwise they live
 * SESSION_CACHE_TTL_SECONDS, which also bounds how long another server can lag behind.
 */
export type TViewerCache = ReturnType<typeof createViewerCache>;

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]+)/;

export const sessionToken = (request: FastifyRequest) =>
  request.headers.cookie?.match(SESSION_COOKIE)?.[1] ?? null;

export function createViewerCache({
  ttlMs,
  maxEntries = 10_000,
}: {
  ttlMs: number;
  maxEntries?: number;
}) {
  const byToken = new Map<string, { viewer: TViewer; expires: number }>();
  return {
    get(token: string): TViewer | null {
      const hit = byToken.get(token);
      if (!hit) return null;
      if (hit.expires > Date.now()) return hit.viewer;
      byToken.delete(token);
      return null;
    },
    set(token: string, viewer: TViewer) {
      if (ttlMs <= 0) return;
      if (byToken.size >= maxEntries) byToken.delete(byToken.keys().next().value as string);
      byToken.set(token, { viewer, expires: Date.now() + ttlMs });
    },
    dropToken(token: string) {
      byToken.delete(token);
    },
    /** Every session of this user (another device may be signed in too). */
    dropUser(userId: string) {
      for (const [token, { viewer }] of byToken) if (viewer.id === userId) byToken.delete(token);
    },
    clear() {
      byToken.clear();
    },
  };
}

/**
 * A successful write may end a session (sign-out, password reset) or change a role (terms,
 * subscription, a payment webhook): forget the writer's sessions, or everyone's when the write
 * has no signed-in author (a webhook, a password reset). Runs before the answer leaves, so the
 * next request already sees the change.
 */
export function revokeOnWrites(api: FastifyInstance, cache: TViewerCache) {
  api.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    const token = sessionToken(request);
    const viewer = token
      ? (cache.get(token) ?? (await request.viewerPromise?.catch(() => null)))
      : null;
    if (token) cache.dropToken(token);
    if (viewer) cache.dropUser(viewer.id);
    else cache.clear();
  });
}
