/**
 * What the cache (cache/cache.ts) keeps about signed-in users, by key and tag. Sessions are kept
 * by token on the server that saw them; tags let a write drop them on every server.
 */
export const viewerCacheKeys = {
  /** A session, by the signed token exactly as the browser sent it (http/viewer-cache.ts). */
  session: (token: string) => `viewer:session:${token}`,
};

/** Everything kept about one user: their sessions and values only their own writes change. */
export const userTag = (userId: string) => `user:${userId}`;

/** Everything kept about every user: a change that may touch anyone's access (a payment job). */
export const USERS_TAG = 'users';
