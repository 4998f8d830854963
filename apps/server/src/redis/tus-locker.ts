import { randomUUID } from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Redis } from 'ioredis';
import { REDIS_PREFIX } from './redis.ts';

const RELEASE_CHANNEL = `${REDIS_PREFIX}tus-lock:release`;
const keyOf = (id: string) => `${REDIS_PREFIX}tus-lock:${id}`;

// Delete / extend the key only while it still holds our token (Redis's documented lock pattern).
const UNLOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const EXTEND = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

type TOptions = {
  client: Redis;
  /** A dedicated connection for the release channel (subscribe mode). */
  subscriber: Redis;
  /** Give up waiting for a held lock after this long (tus answers 500 ERR_LOCK_TIMEOUT). */
  acquireTimeoutMs?: number;
  /** The key expires this long after the last renewal, so a dead server's lock frees itself. */
  ttlMs?: number;
};

/**
 * tus upload locks shared by every server (@tus/server ships only an in-memory locker). Same
 * behaviour as its MemoryLocker: a request that wants a held lock asks the holder to let go
 * (the holder's request is ended, as when a client resumes after a dropped connection), then
 * waits for it. The ask travels over Redis pub/sub, so the holder may be another server.
 */
export function createRedisLocker({
  client,
  subscriber,
  acquireTimeoutMs = 30_000,
  ttlMs = 15_000,
}: TOptions): Locker & { close(): Promise<void> } {
  const held = new Map<string, RequestRelease>();
  const ready = subscriber.subscribe(RELEASE_CHANNEL);
  ready.catch(() => {}); // Redis away: lock() reports it when an upload asks

  subscriber.on('message', (channel, id) => {
    if (channel === RELEASE_CHANNEL) void held.get(id)?.();
  });

  class RedisLock implements Lock {
    private readonly token = randomUUID();
    private renew: NodeJS.Timeout | undefined;
    constructor(private readonly id: string) {}

    async lock(signal: AbortSignal, requestRelease: RequestRelease) {
      await ready;
      const deadline = Date.now() + acquireTimeoutMs;
      while (!signal.aborted && Date.now() < deadline) {
        const ok = await client.set(keyOf(this.id), this.token, 'PX', ttlMs, 'NX');
        if (ok === 'OK') {
          held.set(this.id, requestRelease);
          this.renew = setInterval(() => {
            client.eval(EXTEND, 1, keyOf(this.id), this.token, ttlMs).catch(() => {});
          }, ttlMs / 3);
          this.renew.unref();
          return;
        }
        await client.publish(RELEASE_CHANNEL, this.id);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw ERRORS.ERR_LOCK_TIMEOUT;
    }

    async unlock() {
      clearInterval(this.renew);
      if (held.get(this.id)) held.delete(this.id);
      await client.eval(UNLOCK, 1, keyOf(this.id), this.token);
    }
  }

  return {
    newLock: (id) => new RedisLock(id),
    async close() {
      held.clear();
      await subscriber.unsubscribe(RELEASE_CHANNEL).catch(() => {});
    },
  };
}
