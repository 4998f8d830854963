import { z } from 'zod';

import { isSafeText, UNSAFE_TEXT_MESSAGE } from './safe-text.ts';

export { isSafeText, UNSAFE_TEXT_MESSAGE };

/** `z.string()` that refuses unsafe text; chain `.trim()`, `.min()`, `.max()` as usual. */
export const safeString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isSafeText, { message: UNSAFE_TEXT_MESSAGE, abort: true });
