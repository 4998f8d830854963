import { Redis } from 'ioredis';

/**
 * The shared Redis connection (REDIS_URL), one per process, or null when the setting is unset
 * and shared state stays in memory (docs/decisions/009-many-servers.md).
 *
 * Other code reaches it as `app.redis`. Keys are namespaced `thinkbuild:<area>:…`; a feature that
 * needs pub/sub (e.g. cache invalidation) calls `subscriber()` for its own connection, because a
 * connection in subscribe mode can send no other command.
 */
export type TRedis = {
  client: Redis;
  /** A new connection for SUBSCRIBE; the caller quits it (or it is closed with the app). */
  subscriber(): Redis;
  ping(): Promise<void>;
  close(): Promise<void>;
};

export const REDIS_PREFIX = 'thinkbuild:';

export function openRedis(url: string): TRedis {
  const options = {
    // Fail a command fast when Redis is away instead of queueing it for ever: a rate-limit check
    // or a health probe must answer, not hang.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
    enableOfflineQueue: true,
  };
  const client = new Redis(url, options);
  const extra: Redis[] = [];
  // ioredis reports connection errors as events; without a listener they would crash the
  // process. The health check and the failing commands report them instead.
  client.on('error', () => {});
  return {
    client,
    subscriber() {
      const sub = client.duplicate();
      sub.on('error', () => {});
      extra.push(sub);
      return sub;
    },
    async ping() {
      await client.ping();
    },
    async close() {
      // quit() waits for pending replies; a connection that is not up has none to wait for.
      await Promise.allSettled(
        [...extra, client].map((c) => (c.status === 'ready' ? c.quit() : c.disconnect())),
      );
    },
  };
}
