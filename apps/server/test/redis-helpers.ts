import { Redis } from 'ioredis';

/**
 * The Redis database the shared-state tests use, flushed before and after. Set TEST_REDIS_URL to
 * point elsewhere; the default is the machine's server (it runs in development and CI).
 */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/5';

export async function flushTestRedis(url = TEST_REDIS_URL) {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
