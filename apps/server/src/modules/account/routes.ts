import { ZErrorBody } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/app-error.ts';
import { requireUser } from '../../http/guards.ts';
import { limitedPerUser } from '../../http/user-limits.ts';
import { personalData } from './service.ts';

/** /api/account: the learner's own data, to download (deletion is better-auth's delete-user). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = limitedPerUser(app, 'account/data', app.config.authRateLimitPerMinute);

  app.get(
    '/account/data',
    {
      schema: { response: { 200: z.record(z.string(), z.unknown()), 401: ZErrorBody } },
      // An account waiting for its guardian (under 13) may still take its data away.
      onRequest: async (request) => {
        await requireUser(request, { whileLocked: true });
      },
      preHandler: limited,
    },
    async (request, reply) => {
      const viewer = await requireUser(request, { whileLocked: true });
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
