import { ZHealth, ZLive } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const TIMEOUT_MS = 2_000;

/** 'ok' when the check answers within two seconds; a hung dependency is a down one. */
async function check(name: string, probe: () => Promise<void>, log: (e: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      probe(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${name} did not answer in time`)), TIMEOUT_MS);
      }),
    ]);
    return 'ok' as const;
  } catch (error) {
    log(error);
    return 'error' as const;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `/api/health`: readiness for a load balancer: the database, Redis (when REDIS_URL is set) and
 * storage, each reported; 503 when one is down. `/api/health/live`: only that the process runs.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: ZHealth, 503: ZHealth } }, config: { rateLimit: false } },
    async (request, reply) => {
      const log = (what: string) => (error: unknown) =>
        request.log.error({ err: error }, `Health check: ${what} does not answer`);
      const { redis } = app;
      const [db, redisState, storage] = await Promise.all([
        check('db', () => app.database.ping(), log('the database')),
        redis ? check('redis', () => redis.ping(), log('Redis')) : ('off' as const),
        check('storage', () => app.storage.ping(), log('storage')),
      ]);
      const up = db === 'ok' && redisState !== 'error' && storage === 'ok';
      return reply
        .status(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'error', db, redis: redisState, storage });
    },
  );
  app.get(
    '/health/live',
    { schema: { response: { 200: ZLive } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );
};
