import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that are the same for every reader (the blog's HTML and JSON, the catalog), kept in
 * memory with an ETag and their compressed forms, so a hit touches neither the database nor
 * zlib. Every admin write empties the cache (modules/admin/routes.ts); with several servers the
 * other servers hear it through the bus, and the TTL bounds how long any entry lives anyway
 * (docs/decisions/008-blog-html.md).
 */
export type TCachedBody = {
  etag: string;
  type: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
};

/** How servers tell each other "content changed". In memory on one server; Redis when set. */
export type TInvalidationBus = {
  publish(): void;
  subscribe(onInvalidate: () => void): void;
};

/** One server: nothing to tell. */
export const localBus = (): TInvalidationBus => ({ publish() {}, subscribe() {} });

export type TPublicCache = {
  /** The cached body for `key`, built by `build` when missing or expired (a throw is not cached). */
  get(key: string, build: () => Promise<TBody>): Promise<TCachedBody>;
  /**
   * A value kept as it is (no JSON, no compression) under the same rules: for reads that are the
   * same for everyone and that a request slices or combines (a section's lessons). Callers must
   * not change what they get.
   */
  value<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything here and on the other servers. */
  invalidate(): void;
  /** Called on this server whenever the cache empties (here or from another server's write). */
  onInvalidate(listener: () => void): void;
};

type TBody = { body: string; type: string };

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Below this, compressing costs more than it saves. */
const COMPRESS_MIN_BYTES = 1024;

export function encodeBody({ body, type }: TBody): TCachedBody {
  const identity = Buffer.from(body);
  const big = identity.length >= COMPRESS_MIN_BYTES;
  return {
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    type,
    identity,
    br: big
      ? brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
      : null,
    gzip: big ? gzipSync(identity, { level: 9 }) : null,
  };
}

export function createPublicCache(opts: {
  ttlMs: number;
  maxEntries?: number;
  bus?: TInvalidationBus;
}): TPublicCache {
  const { ttlMs, maxEntries = 2000, bus = localBus() } = opts;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();
  const listeners: (() => void)[] = [];
  // A build that started before an invalidation must not store what it read.
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
    for (const listener of listeners) listener();
  };
  bus.subscribe(clear);

  function remember<T>(key: string, build: () => Promise<T>): Promise<T> {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.value as Promise<T>;
    const started = generation;
    const value = build();
    const entry = { expires: Date.now() + ttlMs, value };
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(key, entry);
    value.then(
      () => {
        if (started !== generation && entries.get(key) === entry) entries.delete(key);
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return value;
  }

  return {
    get: (key, build) => remember(key, () => build().then(encodeBody)),
    value: remember,
    invalidate() {
      clear();
      bus.publish();
    },
    onInvalidate(listener) {
      listeners.push(listener);
    },
  };
}

/** A value (JSON-safe) kept in the public cache, for reads that are the same for everyone. */
export const memoize =
  (cache: TPublicCache) =>
  async <T>(key: string, load: () => Promise<T>): Promise<T> => {
    const cached = await cache.get(key, async () => ({
      body: JSON.stringify(await load()),
      type: JSON_TYPE,
    }));
    return JSON.parse(cached.identity.toString()) as T;
  };
export type TMemo = ReturnType<typeof memoize>;

const acceptsEncoding = (request: FastifyRequest, name: string) => {
  const accept = request.headers['accept-encoding'];
  return (
    typeof accept === 'string' && new RegExp(`\\b${name}\\b(?!;q=0(\\.0*)?(,|$))`).test(accept)
  );
};

/**
 * Sends a cached body: 304 when the browser already has it (If-None-Match), else brotli or gzip
 * when accepted. The bytes were compressed once, when cached.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: TCachedBody) {
  reply.header('etag', cached.etag).header('vary', 'accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(/\s*,\s*/).some((t) => t === cached.etag || t === `W/${cached.etag}`)) {
    return reply.status(304).send();
  }
  reply.type(cached.type);
  if (cached.br && acceptsEncoding(request, 'br'))
    return reply.header('content-encoding', 'br').send(cached.br);
  if (cached.gzip && acceptsEncoding(request, 'gzip'))
    return reply.header('content-encoding', 'gzip').send(cached.gzip);
  return reply.send(cached.identity);
}

/** Sends JSON serialized (and checked against its schema) when it was built and kept. */
export const sendJson = (reply: FastifyReply, json: string) => reply.type(JSON_TYPE).send(json);
