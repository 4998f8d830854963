/*
 * Apart from text.ts (which builds zod schemas on it) so that the browser's light pages check
 * text without the zod runtime (account-rules.ts, docs/decisions/042).
 */

/**
 * Text that cannot be stored or sent on: a NUL character (PostgreSQL refuses it in text) or
 * half of a UTF-16 surrogate pair (it has no UTF-8 encoding). Every text field refuses both,
 * and the server's request guard checks every path, query and JSON string with this rule.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export const UNSAFE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a NUL character or half of an emoji)';
