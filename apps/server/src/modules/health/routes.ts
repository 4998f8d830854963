import { ZHealth } from '@thinkbuild/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: ZHealth, 503: ZHealth } }, config: { rateLimit: false } },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ok', db: 'ok' } as const;
      } catch (error) {
        request.log.error({ err: error }, 'Health check: the database does not answer');
        return reply.status(503).send({ status: 'error', db: 'error' });
      }
    },
  );
};
