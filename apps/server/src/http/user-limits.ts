import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';
import { getViewer } from './guards.ts';

const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/**
 * A preHandler limiting a route like change-password: per client address and per signed-in
 * user (decisions/003), `max` a minute, in the app's shared limit store. `by: ['user']` counts
 * per learner only (posting: a classroom behind one address is many learners). It sits in http/
 * so any module may use it without importing the account module.
 */
export function limitedPerUser(
  app: FastifyInstance,
  name: string,
  max: number,
  by: readonly ('ip' | 'user')[] = ['ip', 'user'],
) {
  const checks = by.map((by) =>
    app.createRateLimit({
      max,
      timeWindow: '1 minute',
      keyGenerator: async (r) =>
        `${name}:${by}:${by === 'ip' ? r.ip : ((await getViewer(r))?.id ?? '')}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', Math.ceil(result.ttl / 1000));
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    }
  };
}
