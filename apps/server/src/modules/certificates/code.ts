import { randomBytes } from 'node:crypto';
import { CERTIFICATE_CODE_LENGTH } from '@thinkbuild/core';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A fresh verification code: CERTIFICATE_CODE_LENGTH base32 characters, 5 random bits each. */
export function newCertificateCode(): string {
  const bytes = randomBytes(Math.ceil((CERTIFICATE_CODE_LENGTH * 5) / 8));
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5 && out.length < CERTIFICATE_CODE_LENGTH) {
      out += ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  return out;
}
