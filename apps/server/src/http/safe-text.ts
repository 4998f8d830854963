import { isSafeText, UNSAFE_TEXT_MESSAGE } from '@thinkbuild/core/text';
import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Raw upload bodies (tus PATCH): bytes and streams, not text. */
const isBinary = (v: object) => ArrayBuffer.isView(v) || v instanceof ArrayBuffer || 'pipe' in v;

/** The dotted path (`blocks.0.paragraph`) of the first unsafe string or key, or null. */
function findUnsafe(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return isSafeText(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  if (isBinary(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (!isSafeText(key)) return [...path, '(key)'];
    const found = findUnsafe(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * Every route, ours and better-auth's: a NUL or a lone surrogate in a path parameter, the query
 * or a JSON body is a 400 naming the field, before any handler or database sees it (issue 11).
 * The core schemas refuse the same text (`safeString`), so forms say it before sending.
 */
export function registerSafeTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const parts = { params: request.params, query: request.query, body: request.body };
    for (const [part, value] of Object.entries(parts)) {
      const found = findUnsafe(value, []);
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
