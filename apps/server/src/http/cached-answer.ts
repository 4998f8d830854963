import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TCache } from '../cache/cache.ts';
import { preferredEncoding } from './accept-encoding.ts';

/**
 * Answers kept with their ETag and their compressed forms, so a hit touches neither the
 * database nor zlib: the public answers (the blog's HTML and JSON, the catalog) through the
 * app's cache (cache/cache.ts), and the files and pages built once at start (static-pages.ts,
 * theme.ts). Every admin write invalidates what it may change (http/admin-scope.ts), on
 * every server (docs/decisions/008-blog-html.md, 009).
 */
export type TCachedBody = {
  etag: string;
  type: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
};

/**
 * A cached answer as the cache keeps it: when its entry expires, and its key, by which the hot
 * reads (hot-reads.ts) check that it is still the one kept.
 */
export type TKeptBody = TCachedBody & { expires: number; key: string };

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

/**
 * The public answer kept under `key` (the same for every reader), built, encoded and compressed
 * once by `build` when missing or expired; a throw is not kept. Keys and tags come from the
 * module that owns the data.
 */
export function cachedAnswer(
  cache: TCache,
  key: string,
  build: () => Promise<TBody>,
  tags: readonly string[],
): Promise<TKeptBody> {
  return cache.get(key, async ({ expires }) => ({ ...encodeBody(await build()), expires, key }), {
    tags,
    scope: 'public',
  });
}

/**
 * A public JSON answer kept under `key`: what `load` gives, checked against its response schema
 * and serialised once, when built (a hit sends the kept bytes as they are).
 */
export function cachedJson(
  cache: TCache,
  key: string,
  schema: { parse(value: unknown): unknown },
  load: () => Promise<unknown>,
  tags: readonly string[],
): Promise<TKeptBody> {
  return cachedAnswer(
    cache,
    key,
    async () => ({ body: JSON.stringify(schema.parse(await load())), type: JSON_TYPE }),
    tags,
  );
}

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
