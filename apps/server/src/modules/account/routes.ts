import { ZErrorBody } from '@thinkbuild/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { getViewer, requireUser } from '../../http/guards.ts';
import { personalData } from './service.ts';

const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a minute and try again.';

/** /api/account: the learner's own data, to download (deletion is better-auth's delete-user). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  // Limited like change-password: per client address and per signed-in user (decisions/003).
  const checks = (['ip', 'user'] as const).map((name) =>
    app.createRateLimit({
      max: app.config.authRateLimitPerMinute,
      timeWindow: '1 minute',
      keyGenerator: async (r) =>
        `account/data:${name}:${name === 'ip' ? r.ip : ((await getViewer(r))?.id ?? '')}`,
    }),
  );
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const check of checks) {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', Math.ceil(result.ttl / 1000));
        throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
      }
    }
  };

  app.get(
    '/account/data',
    {
      schema: { response: { 200: z.record(z.string(), z.unknown()), 401: ZErrorBody } },
      onRequest: async (request) => {
        await requireUser(request);
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const viewer = await requireUser(request);
      const data = await personalData(app, viewer.id);
      if (!data) throw new AppError('UNAUTHENTICATED', 'Please sign in');
      const day = data.exportedAt.slice(0, 10);
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="thinkbuild-my-data-${day}.json"`);
      return data;
    },
  );
};
