import {
  createServer,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type {
  FastifyBaseLogger,
  FastifyReply,
  FastifyRequest,
  FastifyServerFactory,
} from 'fastify';
import type { TCache } from '../cache/cache.ts';
import type { TMetrics } from '../metrics/metrics.ts';
import { notModified, pickEncoding, sendCached, type TKeptBody } from './cached-answer.ts';

/**
 * Public answers that are the same for every request to their URL (the blog API), answered
 * before Fastify routes the request: docs/decisions/014-hot-public-reads.md.
 *
 * An answer becomes hot once Fastify has served it through every hook and check (so only URLs
 * that passed validation are here). From then until its cache entry expires or is invalidated
 * (an admin write here or on another server: cache/cache.ts), a request for that exact URL is
 * answered from memory by `answer`: same status, headers and bytes, the same ETag/304 and
 * brotli/gzip negotiation, counted in the metrics and logged like any other request. It skips
 * the rate limiter: it costs less than a static file and reads nothing.
 */
export type THotReads = {
  /** Sends a public cached answer through Fastify and makes its URL hot. */
  send(request: FastifyRequest, reply: FastifyReply, cached: TKeptBody, cacheControl: string): void;
  /** Answers `req` when its URL is hot; false means Fastify must handle it. */
  answer(req: IncomingMessage, res: ServerResponse): boolean;
  /** How many URLs are hot now (tests, metrics). */
  size(): number;
};

const LOGS_INFO = new Set(['trace', 'debug', 'info']);

/**
 * An answer's header lines, flat ([name, value, name, value, …]) as writeHead takes them, one
 * list per variant; the last value is the request id, filled in per answer.
 */
type THeaderLines = (string | number)[];
type THot = {
  route: string;
  cached: TKeptBody;
  identity: THeaderLines;
  br: THeaderLines;
  gzip: THeaderLines;
  notModified: THeaderLines;
};

function headerLines(base: OutgoingHttpHeaders, cached: TKeptBody, cacheControl: string): THot {
  const common: THeaderLines = [];
  for (const [name, value] of Object.entries(base)) common.push(name, String(value));
  common.push('cache-control', cacheControl, 'etag', cached.etag, 'vary', 'accept-encoding');
  const sent = (bytes: Buffer | null, encoding?: string) => [
    ...common,
    'content-type',
    cached.type,
    ...(encoding ? ['content-encoding', encoding] : []),
    'content-length',
    bytes?.length ?? 0,
    'x-request-id',
    '',
  ];
  return {
    route: '',
    cached,
    identity: sent(cached.identity),
    br: sent(cached.br, 'br'),
    gzip: sent(cached.gzip, 'gzip'),
    notModified: [...common, 'x-request-id', ''],
  };
}

export function createHotReads(opts: {
  cache: TCache;
  /** Headers every answer carries (helmet's). */
  baseHeaders: OutgoingHttpHeaders;
  requestId: (req: IncomingMessage) => string;
  metrics: TMetrics;
  log: FastifyBaseLogger;
  maxEntries?: number;
}): THotReads {
  const { cache, baseHeaders, requestId, metrics, log, maxEntries = 500 } = opts;
  const hot = new Map<string, THot>();
  // An answer is hot while the cache keeps it: an invalidation that dropped it ends that too.
  cache.onInvalidate(() => {
    for (const [url, entry] of hot)
      if (cache.peek(entry.cached.key) !== entry.cached) hot.delete(url);
  });

  return {
    send(request, reply, cached, cacheControl) {
      reply.header('cache-control', cacheControl);
      const route = request.routeOptions.url;
      // Overtaken by an invalidation while it was read: served once, never kept.
      const fresh = cache.peek(cached.key) === cached && cached.expires > Date.now();
      if (route && fresh && !hot.has(request.url)) {
        if (hot.size >= maxEntries) hot.delete(hot.keys().next().value as string);
        hot.set(request.url, { ...headerLines(baseHeaders, cached, cacheControl), route });
      }
      sendCached(request, reply, cached);
    },

    answer(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url;
      const entry = url === undefined ? undefined : hot.get(url);
      if (!entry) return false;
      const { cached, route } = entry;
      if (cached.expires <= Date.now()) {
        hot.delete(url as string);
        return false;
      }
      const started = performance.now();
      const id = requestId(req);
      let status = 200;
      let lines: THeaderLines;
      let bytes: Buffer | undefined;
      if (notModified(req.headers, cached)) {
        status = 304;
        lines = entry.notModified;
      } else {
        const picked = pickEncoding(req.headers, cached);
        bytes = picked.bytes;
        lines = picked.encoding ? entry[picked.encoding] : entry.identity;
      }
      // writeHead reads the list before it returns: the one shared list per variant is safe.
      lines[lines.length - 1] = id;
      res.writeHead(status, lines as string[]);
      res.end(req.method === 'HEAD' ? undefined : bytes);
      const seconds = (performance.now() - started) / 1000;
      metrics.observe(req.method, route, status, seconds);
      if (LOGS_INFO.has(log.level)) {
        log.info(
          {
            reqId: id,
            req: { method: req.method, url },
            res: { statusCode: status },
            responseTime: seconds * 1000,
          },
          'request completed (hot public read)',
        );
      }
      return true;
    },

    size: () => hot.size,
  };
}

/**
 * The HTTP server Fastify would make (its timeouts, set by Fastify's defaults), trying hot
 * answers before Fastify's router. `hot` is read per request: it exists once the app is built.
 */
export function serverWithHotReads(hot: () => THotReads | undefined): FastifyServerFactory {
  return (handler, fastifyOptions) => {
    const options = fastifyOptions as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
      maxRequestsPerSocket?: number;
    };
    const server = createServer((req, res) => {
      if (!hot()?.answer(req, res)) handler(req, res);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };
}
