import { randomUUID } from 'node:crypto';
import { REDIS_PREFIX, type TRedis } from '../redis/redis.ts';
import type { TCacheBus } from './cache.ts';

const CHANNEL = `${REDIS_PREFIX}cache:invalidate`;
const PUBLISH_WAIT_MS = 250;
type TMessage = { from: string; tags: string[] };

/**
 * The cache's bus over Redis pub/sub (docs/decisions/009): every server applies the tags
 * another one invalidated. A server skips its own messages (it applied them before publishing).
 * Only tags travel, never keys: a session token stays on the server that saw it.
 */
export function redisCacheBus(redis: TRedis): TCacheBus {
  const me = randomUUID();
  return {
    // Resolves once Redis has handed the message to every server (PUBLISH answers after that),
    // or after PUBLISH_WAIT_MS when Redis is slow or away: the TTL then bounds the staleness.
    publish(tags) {
      const message: TMessage = { from: me, tags: [...tags] };
      return Promise.race([
        redis.client.publish(CHANNEL, JSON.stringify(message)).then(
          () => {},
          () => {},
        ),
        new Promise<void>((resolve) => setTimeout(resolve, PUBLISH_WAIT_MS).unref()),
      ]);
    },
    subscribe(onTags) {
      const subscriber = redis.subscriber();
      subscriber.subscribe(CHANNEL).catch(() => {}); // Redis away: the TTL still bounds it
      subscriber.on('message', (channel, raw) => {
        if (channel !== CHANNEL) return;
        try {
          const message = JSON.parse(raw) as TMessage;
          if (message.from !== me && Array.isArray(message.tags)) onTags(message.tags);
        } catch {
          // not ours: ignore
        }
      });
    },
  };
}
