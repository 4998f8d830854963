import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from './accept-encoding.ts';

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

/** A cached body with when it expires and the cache generation it was read in. */
export type TKeptBody = TCachedBody & { expires: number; generation: number };

export type TPublicCache = {
  /** The cached body for `key`, built by `build` when missing or expired (a throw is not cached). */
  get(key: string, build: () => Promise<TBody>): Promise<TKeptBody>;
  /** Bumped by every invalidation: a body read in an older generation is stale. */
  generation(): number;
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
    get(key, build) {
      const read = generation;
      const expires = Date.now() + ttlMs;
      return remember(key, () =>
        build().then((body) => ({ ...encodeBody(body), expires, generation: read })),
      );
    },
    generation: () => generation,
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

/** Whether the browser already has this body (If-None-Match names its ETag). */
export const notModified = (headers: IncomingHttpHeaders, cached: TCachedBody) =>
  headers['if-none-match']
    ?.split(/\s*,\s*/)
    .some((t) => t === cached.etag || t === `W/${cached.etag}`) ?? false;

/** The bytes to send: brotli or gzip when accepted (compressed once, when cached), else as is. */
export function pickEncoding(
  headers: IncomingHttpHeaders,
  cached: TCachedBody,
): { bytes: Buffer; encoding: 'br' | 'gzip' | null } {
  // Accept-Encoding read as @fastify/compress and @fastify/static read it (accept-encoding.ts).
  const available = (['br', 'gzip'] as const).filter((e) => cached[e]);
  const encoding = preferredEncoding(headers['accept-encoding'], available);
  const bytes = encoding && cached[encoding];
  if (encoding && bytes) return { bytes, encoding };
  return { bytes: cached.identity, encoding: null };
}

/**
 * Sends a cached body: 304 when the browser already has it (If-None-Match), else brotli or gzip
 * when accepted.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: TCachedBody) {
  reply.header('etag', cached.etag).header('vary', 'accept-encoding');
  if (notModified(request.headers, cached)) return reply.status(304).send();
  reply.type(cached.type);
  const { bytes, encoding } = pickEncoding(request.headers, cached);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(bytes);
}

/** Sends JSON serialized (and checked against its schema) when it was built and kept. */
export const sendJson = (reply: FastifyReply, json: string) => reply.type(JSON_TYPE).send(json);
