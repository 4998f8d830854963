/**
 * Whether a secret someone typed looks made up rather than generated. It cannot prove
 * randomness; it catches what people actually paste: placeholders (`changeme…`), a word
 * repeated to length, the alphabet, `aaaa…`. Each test is tuned so that a generated secret
 * (`openssl rand -base64 32`, or 32 hex characters) is refused less than once in a million.
 */

/**
 * Words that mark a placeholder or a guessable secret, compared without case or separators; six
 * letters or more, so that random base64 spells one by chance less than once in a million.
 */
const PLACEHOLDERS = [
  'changeme',
  'secret',
  'password',
  'passwd',
  'example',
  'placeholder',
  'replace',
  'default',
  'sample',
  'letmein',
  'qwerty',
  'asdfgh',
  'thinkbuild',
];
const MIN_DISTINCT = 8;
/** Shannon entropy of the characters, in bits per character (random hex scores ~3.7). */
const MIN_BITS_PER_CHAR = 2.5;
/** Bits over the whole secret: length × bits per character. */
const MIN_TOTAL_BITS = 80;
const LONGEST_SEQUENTIAL_RUN = 8;

export function bitsPerChar(secret: string): number {
  const chars = [...secret];
  const counts = new Map<string, number>();
  for (const ch of chars) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) bits -= (n / chars.length) * Math.log2(n / chars.length);
  return bits;
}

/** The longest run of characters that each follow the previous one up or down (abcd, 9876). */
function longestSequentialRun(secret: string): number {
  let longest = 1;
  let run = 1;
  let step = 0;
  for (let i = 1; i < secret.length; i++) {
    const d = secret.charCodeAt(i) - secret.charCodeAt(i - 1);
    if ((d === 1 || d === -1) && (run === 1 || d === step)) run += 1;
    else run = d === 1 || d === -1 ? 2 : 1;
    step = d;
    longest = Math.max(longest, run);
  }
  return longest;
}

/** A piece of 5+ characters three times, or of 10+ twice: a pattern, not noise. */
function hasRepeatedPiece(secret: string): boolean {
  const count = (piece: string) => secret.split(piece).length - 1;
  for (let i = 0; i + 5 <= secret.length; i++) {
    if (count(secret.slice(i, i + 5)) >= 3) return true;
    if (i + 10 <= secret.length && count(secret.slice(i, i + 10)) >= 2) return true;
  }
  return false;
}

/** Why `secret` is too predictable to sign sessions in production, or null when it is fine. */
export function secretWeakness(secret: string): string | null {
  const letters = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  const word = PLACEHOLDERS.find((w) => letters.includes(w));
  if (word) return `it contains the placeholder word "${word}"`;
  if (new Set(secret).size < MIN_DISTINCT)
    return `it uses fewer than ${MIN_DISTINCT} different characters`;
  if (longestSequentialRun(secret) > LONGEST_SEQUENTIAL_RUN)
    return 'it contains a run of consecutive characters (abcdefghi, 123456789)';
  if (hasRepeatedPiece(secret)) return 'it repeats a pattern';
  const perChar = bitsPerChar(secret);
  if (perChar < MIN_BITS_PER_CHAR || perChar * [...secret].length < MIN_TOTAL_BITS)
    return 'its characters are too uneven to be random';
  return null;
}
