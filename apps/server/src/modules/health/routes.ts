import { type THealth, ZHealth, ZLive } from '@thinkbuild/core';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const TIMEOUT_MS = 2_000;

/**
 * One round of checks answers every caller for this long (and while it runs): a flood of
 * `/api/health` calls costs at most one ping of each dependency per window, per server.
 */
export const HEALTH_REUSE_MS = 2_000;

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
 * storage, each reported; 503 when one is down. It needs no sign-in and has no rate limit (a
 * balancer must never be refused), so its answer is shared for HEALTH_REUSE_MS. `/api/health/live`:
 * only that the process runs.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const runChecks = async (log: FastifyBaseLogger): Promise<THealth> => {
    const failed = (what: string) => (error: unknown) =>
      log.error({ err: error }, `Health check: ${what} does not answer`);
    const checkedAt = new Date().toISOString();
    const { redis } = app;
    const [db, redisState, storage] = await Promise.all([
      check('db', () => app.database.ping(), failed('the database')),
      redis ? check('redis', () => redis.ping(), failed('Redis')) : ('off' as const),
      check('storage', () => app.storage.ping(), failed('storage')),
    ]);
    const up = db === 'ok' && redisState !== 'error' && storage === 'ok';
    return { status: up ? 'ok' : 'error', db, redis: redisState, storage, checkedAt };
  };

  let last: { startedAt: number; result: Promise<THealth> } | undefined;
  const health = (log: FastifyBaseLogger) => {
    const now = Date.now();
    if (!last || now - last.startedAt >= HEALTH_REUSE_MS) {
      last = { startedAt: now, result: runChecks(log) };
    }
    return last.result;
  };

  app.get(
    '/health',
    { schema: { response: { 200: ZHealth, 503: ZHealth } }, config: { rateLimit: false } },
    async (request, reply) => {
      const result = await health(request.log);
      return reply.status(result.status === 'ok' ? 200 : 503).send(result);
    },
  );
  app.get(
    '/health/live',
    { schema: { response: { 200: ZLive } }, config: { rateLimit: false } },
    async () => ({ status: 'ok' as const }),
  );
};
