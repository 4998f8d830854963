import type { TInvalidationBus } from '../http/public-cache.ts';
import { REDIS_PREFIX, type TRedis } from './redis.ts';

const CHANNEL = `${REDIS_PREFIX}public-cache:invalidate`;

/** The public cache's "content changed" bus over Redis pub/sub: every server empties its cache. */
export function redisInvalidationBus(redis: TRedis): TInvalidationBus {
  return {
    publish() {
      redis.client.publish(CHANNEL, '1').catch(() => {}); // Redis away: the TTL still bounds it
    },
    subscribe(onInvalidate) {
      const subscriber = redis.subscriber();
      subscriber.subscribe(CHANNEL).catch(() => {});
      subscriber.on('message', (channel) => {
        if (channel === CHANNEL) onInvalidate();
      });
    },
  };
}
