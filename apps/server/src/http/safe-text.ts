import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@thinkbuild/core/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Raw upload bodies (tus PATCH): bytes and streams, not text. */
const isBinary = (v: object) => ArrayBuffer.isView(v) || v instanceof ArrayBuffer || 'pipe' in v;

/**
 * The dotted path (`blocks.0.paragraph`) of the first unsafe string or key, or null. A loop over
 * an explicit stack, not recursion: a hostile body cannot overflow it (bodies are also limited
 * to 64 levels before this runs, http/json-body.ts).
 */
function findUnsafe(root: unknown): string[] | null {
  const stack: { value: unknown; path: string[] }[] = [{ value: root, path: [] }];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return path;
      continue;
    }
    if (!value || typeof value !== 'object' || isBinary(value)) continue;
    const entries = Object.entries(value);
    for (const [key] of entries) if (!isSafeText(key)) return [...path, '(key)'];
    // Reversed, so the first field is looked at first (the message names the first bad one).
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, item] = entries[i] as [string, unknown];
      stack.push({ value: item, path: [...path, key] });
    }
  }
  return null;
}

/**
 * Every route, ours and better-auth's: a NUL or a lone surrogate in a path parameter, the query
 * or a JSON body is a 400 naming the field, before any handler or database sees it (not a 500).
 * The core schemas refuse the same text (`safeString`), so forms say it before sending.
 */
export function registerSafeTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const found = findUnsafe(value);
      if (!found) continue;
      const field = found.join('.') || part;
      return done(
        new AppError('VALIDATION', `${field}: ${UNSAFE_TEXT_MESSAGE}`, {
          [field]: UNSAFE_TEXT_MESSAGE,
        }),
      );
    }
    done();
  });
}
