import { createHmac } from 'node:crypto';
import { type TVerdict, verdict } from './signed-url.ts';

/**
 * Signed URLs for a lesson's HLS folder (decisions/011): `/hls/{exp}/{sig}/{prefix}{file}`.
 * The signature covers the folder (`renditions/{lesson}/{id}/`) and the expiry, and sits in the
 * path, so the relative URIs inside playlists (`360p/index.m3u8`, `seg_001.m4s`) inherit it and
 * no playlist is rewritten. It opens that one folder and nothing else.
 */
export const HLS_PATH = '/hls';

/** How many leading segments of a key name its signed folder: renditions/{lesson}/{id}/. */
const PREFIX_PARTS = 3;

export function signHlsPrefix(
  secret: string,
  prefix: string,
  ttlSeconds: number,
  now = Date.now(),
) {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const path = prefix.split('/').map(encodeURIComponent).join('/');
  return {
    base: `${HLS_PATH}/${exp}/${hmac(secret, prefix, exp)}/${path}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

/** The signed folder of a stored key, or null when the key is not inside one. */
export function hlsPrefixOf(key: string): string | null {
  const parts = key.split('/');
  if (parts.length <= PREFIX_PARTS || parts[0] !== 'renditions') return null;
  return `${parts.slice(0, PREFIX_PARTS).join('/')}/`;
}

export function verifyHlsUrl(
  secret: string,
  key: string,
  exp: string,
  sig: string,
  now = Date.now(),
): TVerdict {
  const prefix = hlsPrefixOf(key);
  if (!prefix || !/^\d{1,12}$/.test(exp)) return 'invalid';
  return verdict(hmac(secret, prefix, Number(exp)), sig, Number(exp), now);
}

// A different key from the MP4 links': a /media signature can never pass here, nor the reverse.
const hmac = (secret: string, prefix: string, exp: number) =>
  createHmac('sha256', `hls:${secret}`).update(`${prefix}\n${exp}`).digest('base64url');
