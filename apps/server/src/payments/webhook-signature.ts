import { createHmac, timingSafeEqual } from 'node:crypto';

/** Paystack signs the exact request bytes: HMAC-SHA512 with the secret key, hex. */
export function signPaystackBody(secretKey: string, rawBody: Buffer | string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

/** Constant-time check of `x-paystack-signature` against the raw body, before any parsing. */
export function isValidPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(signPaystackBody(secretKey, rawBody), 'hex');
  const given = Buffer.from(header, 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
