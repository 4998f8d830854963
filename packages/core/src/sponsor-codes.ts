/*
 * Sponsor codes (decisions/043, "Sponsor codes"): a school, NPO or employer pays for a batch of
 * passes outside the learner's checkout, and each learner redeems one code for one pass. A code
 * is 12 Crockford base32 characters (60 random bits: unguessable), shown in groups of four so it
 * is read aloud and typed back without mistakes. What a redeemed code does is in
 * sponsor-redeem.ts.
 */

/** Crockford's base32: digits and letters without I, L, O and U (read as 1, 1, 0, and none). */
export const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** 12 characters of 5 bits each: 60 random bits. */
export const SPONSOR_CODE_LENGTH = 12;

/** The most codes one batch may hold (a school year's intake; a CSV a spreadsheet opens whole). */
export const SPONSOR_BATCH_MAX = 500;

/** Bytes of randomness a code needs (60 bits, read from the first 8 bytes). */
export const SPONSOR_CODE_BYTES = 8;

/**
 * A code from random bytes (the server's node:crypto; core itself draws none): the first 60 bits
 * of `bytes`, 5 at a time, each one letter of the alphabet, so every code is equally likely.
 */
export function codeFromBytes(bytes: Uint8Array): string {
  if (bytes.length < SPONSOR_CODE_BYTES) throw new Error('a sponsor code needs 8 random bytes');
  let code = '';
  let buffer = 0;
  let bits = 0;
  for (const byte of bytes) {
    buffer = ((buffer << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5 && code.length < SPONSOR_CODE_LENGTH) {
      bits -= 5;
      code += CROCKFORD[(buffer >> bits) & 31];
    }
    if (code.length === SPONSOR_CODE_LENGTH) break;
  }
  return code;
}

/** "7KQ2M9XDR4TB" → "7KQ2-M9XD-R4TB", as the CSV, the admin and the learner read it. */
export const formatSponsorCode = (code: string) => (code.match(/.{1,4}/g) ?? [code]).join('-');

/**
 * What a learner typed, as the code it is stored as, or null when it cannot be one: case,
 * spaces and dashes do not matter, and the letters Crockford reads as digits are read so
 * (I and L as 1, O as 0), as a code copied from paper is often typed.
 */
export function normaliseSponsorCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s_\u2010-\u2015-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  if (code.length !== SPONSOR_CODE_LENGTH) return null;
  for (const ch of code) if (!CROCKFORD.includes(ch)) return null;
  return code;
}

/** The field message for what cannot be a code (checked in the browser and on the server). */
export const SPONSOR_CODE_SHAPE_MESSAGE =
  'A sponsor code has 12 letters and digits, like 7KQ2-M9XD-R4TB.';

/** The learner's messages for a code that gives nothing (the server's 404 and 409 answers). */
export const SPONSOR_CODE_MESSAGES = {
  unknown: 'No sponsor code matches this. Check it against the one you were given.',
  used: 'This code has already been used.',
  usedByYou: 'You have already redeemed this code.',
  revoked: 'This code is no longer valid.',
} as const;

/** Where a code stands, as the batch's CSV and the admin's list say it. */
export type TSponsorCodeStatus = 'unused' | 'redeemed' | 'revoked';

export function sponsorCodeStatus(code: {
  redeemedAt: Date | string | null;
  revokedAt: Date | string | null;
}): TSponsorCodeStatus {
  if (code.redeemedAt) return 'redeemed';
  return code.revokedAt ? 'revoked' : 'unused';
}
