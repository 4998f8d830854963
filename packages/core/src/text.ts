import { z } from 'zod';

/**
 * Text that cannot be stored or sent on: a NUL character (PostgreSQL refuses it in text) or
 * half of a UTF-16 surrogate pair (it has no UTF-8 encoding). Every text field refuses both,
 * and the server's request guard checks every path, query and JSON string with this rule.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const isSafeText = (text: string) => !text.includes('\u0000') && !LONE_SURROGATE.test(text);

export const UNSAFE_TEXT_MESSAGE =
  'Contains a character that cannot be stored (a NUL character or half of an emoji)';

/** `z.string()` that refuses unsafe text; chain `.trim()`, `.min()`, `.max()` as usual. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
