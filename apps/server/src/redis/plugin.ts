import fp from 'fastify-plugin';
import { openRedis, type TRedis } from './redis.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shared state between servers when REDIS_URL is set (redis/redis.ts); else null. */
    redis: TRedis | null;
  }
}

/** Redis when REDIS_URL is set (several servers, decisions/009); closed with the app. */
export const redisPlugin = fp(
  async (app) => {
    const redis = app.config.redisUrl ? openRedis(app.config.redisUrl) : null;
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.close();
    });
  },
  { name: 'redis' },
);
