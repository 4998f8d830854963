import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Short-lived signed URLs for stored media: `/media/{key}?exp={unix seconds}&sig={hmac}`.
 * The signature covers the key and the expiry, so neither can be changed.
 */
export function signMediaUrl(secret: string, key: string, ttlSeconds: number, now = Date.now()) {
  const exp = Math.floor(now / 1000) + ttlSeconds;
  const sig = hmac(secret, key, exp);
  const path = key.split('/').map(encodeURIComponent).join('/');
  return {
    url: `/media/${path}?exp=${exp}&sig=${sig}`,
    expiresAt: new Date(exp * 1000).toISOString(),
  };
}

export type TVerdict = 'ok' | 'expired' | 'invalid';

export function verifyMediaUrl(
  secret: string,
  key: string,
  exp: string | undefined,
  sig: string | undefined,
  now = Date.now(),
): TVerdict {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return 'invalid';
  return verdict(hmac(secret, key, Number(exp)), sig, Number(exp), now);
}

/** Compares signatures in constant time, then the expiry (unix seconds). */
export function verdict(expected: string, given: string, exp: number, now: number): TVerdict {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  if (a.length !== b.length || !timingSafeEqual(a, b)) return 'invalid';
  return exp * 1000 < now ? 'expired' : 'ok';
}

const hmac = (secret: string, key: string, exp: number) =>
  createHmac('sha256', `media:${secret}`).update(`${key}\n${exp}`).digest('base64url');
