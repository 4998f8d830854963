import { negotiate } from '@fastify/accept-negotiator';

export type TEncoding = 'br' | 'gzip';

/** Our preference when a browser takes both. */
const OURS: readonly TEncoding[] = ['br', 'gzip'];

/** The "no preference" token and gzip's old alias, both read as gzip (RFC 9110 §12.5.3). */
const GZIP_ALIASES = /\*|x-gzip/g;

/**
 * The encoding to send for an Accept-Encoding header, or null for the bytes as they are.
 * Read exactly as @fastify/compress and @fastify/static read it (lower-cased, `*` as gzip, then
 * @fastify/accept-negotiator), so an answer served from our caches is encoded the same way as
 * one compressed on the fly or read from disk: `br;q=0`, `br; q=0`, `BR ;Q=0.0` all refuse
 * brotli, `*;q=0` and `identity` refuse both.
 */
export function preferredEncoding(
  header: string | string[] | undefined,
  available: readonly TEncoding[] = OURS,
): TEncoding | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value || available.length === 0) return null;
  const offered = OURS.filter((e) => available.includes(e));
  return negotiate(value.toLowerCase().replace(GZIP_ALIASES, 'gzip'), offered);
}
