import fp from 'fastify-plugin';
import { registerMetrics, type TMetrics } from './metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: TMetrics;
  }
}

/** Request counts and timings for every answer, read at /metrics (decisions/009). */
export const metricsPlugin = fp(
  async (app) => {
    app.decorate('metrics', registerMetrics(app, app.config.metricsToken));
  },
  { name: 'metrics' },
);
