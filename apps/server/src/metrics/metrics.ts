import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { isDirectLoopback } from '../http/local-or-admin.ts';

/**
 * Prometheus metrics (prom-client), one registry per app instance. `GET /metrics` answers
 * loopback clients that did not come through a proxy, or anyone with
 * `Authorization: Bearer $METRICS_TOKEN` (docs/deploy.md lists what to watch).
 */
export type TMetrics = {
  registry: Registry;
  uploadBytes: Counter;
  /** Counts one answered request (the onResponse hook, and answers sent before routing). */
  observe(method: string, route: string, status: number, seconds: number): void;
  /**
   * The durable job queue (apps/server/src/jobs) reports its depth here: it registers a
   * function returning the number of jobs waiting, read at each scrape.
   */
  setJobQueueDepth(read: () => Promise<number>): void;
};

const isWebhook = (route: string) => route.endsWith('/webhooks/paystack');

export function registerMetrics(app: FastifyInstance, token: string | undefined): TMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer, by route pattern',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'thinkbuild_webhooks_total',
    help: 'Payment provider webhooks, by outcome (accepted, refused, failed)',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'thinkbuild_upload_bytes_total',
    help: 'Video bytes received by resumable uploads',
    registers: [registry],
  });
  let readDepth: (() => Promise<number>) | undefined;
  new Gauge({
    name: 'thinkbuild_job_queue_depth',
    help: 'Jobs waiting in the durable job queue (absent until the queue reports)',
    registers: [registry],
    async collect() {
      if (readDepth) this.set(await readDepth());
    },
  });

  // Labelled children kept per (method, route, status): prom-client hashes labels on each call.
  const children = new Map<string, { count: () => void; time: (s: number) => void }>();
  const observe = (method: string, route: string, status: number, seconds: number) => {
    const key = `${method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      const counter = requests.labels({ method, route, status });
      const histogram = latency.labels({ method, route });
      child = { count: () => counter.inc(), time: (s) => histogram.observe(s) };
      children.set(key, child);
    }
    child.count();
    child.time(seconds);
    if (isWebhook(route)) {
      webhooks.inc({ outcome: status < 300 ? 'accepted' : status < 500 ? 'refused' : 'failed' });
    }
  };
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    observe(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request, token)) {
      return reply.status(403).send({ code: 'FORBIDDEN', message: 'Metrics are not public.' });
    }
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });

  return {
    registry,
    uploadBytes,
    observe,
    setJobQueueDepth: (read) => {
      readDepth = read;
    },
  };
}

function mayRead(request: FastifyRequest, token: string | undefined) {
  const auth = request.headers.authorization ?? '';
  if (token && auth.startsWith('Bearer ')) {
    const given = Buffer.from(auth.slice(7));
    const expected = Buffer.from(token);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
  // A proxy on the same machine connects from loopback too: proxied requests need the token.
  return isDirectLoopback(request);
}
