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
  const expected = Buffer.from(hmac(secret, key, Number(exp)));
  const given = Buffer.from(sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  return Number(exp) * 1000 < now ? 'expired' : 'ok';
}

const hmac = (secret: string, key: string, exp: number) =>
  createHmac('sha256', `media:${secret}`).update(`${key}\n${exp}`).digest('base64url');
