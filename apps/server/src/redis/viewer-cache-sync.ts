import type { TViewerCache } from '../http/viewer-cache.ts';
import { REDIS_PREFIX, type TRedis } from './redis.ts';

const CHANNEL = `${REDIS_PREFIX}viewer-cache`;
const PUBLISH_WAIT_MS = 250;
type TMessage = { op: 'user'; userId: string } | { op: 'all' };

/**
 * With several servers, each keeps its own short-lived viewer cache (http/viewer-cache.ts); a
 * write on one server (sign-out, a webhook changing a role) must empty the others too. Drops
 * are published on Redis and applied by every server. Session tokens never travel: a dropped
 * token is always followed by a drop of its user when it had one (revokeOnWrites).
 */
export function shareViewerCache(cache: TViewerCache, redis: TRedis): TViewerCache {
  const dropUser = cache.dropUser;
  const clear = cache.clear;
  const subscriber = redis.subscriber();
  subscriber.subscribe(CHANNEL).catch(() => {}); // Redis away: the TTL still bounds staleness
  subscriber.on('message', (channel, raw) => {
    if (channel !== CHANNEL) return;
    try {
      const message = JSON.parse(raw) as TMessage;
      if (message.op === 'user') dropUser(message.userId);
      else if (message.op === 'all') clear();
    } catch {
      // not ours: ignore
    }
  });
  // Resolves once Redis has handed the message to every server (PUBLISH answers after that), or
  // after PUBLISH_WAIT_MS when Redis is slow or away: the TTL then bounds the staleness.
  const publish = (message: TMessage) =>
    Promise.race([
      redis.client.publish(CHANNEL, JSON.stringify(message)).then(
        () => {},
        () => {},
      ),
      new Promise<void>((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS).unref()),
    ]);
  return {
    ...cache,
    dropUser(userId) {
      dropUser(userId);
      return publish({ op: 'user', userId });
    },
    clear() {
      clear();
      return publish({ op: 'all' });
    },
  };
}
