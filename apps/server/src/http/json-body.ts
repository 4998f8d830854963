import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

/** Deeper than any body of ours (a blog's blocks are three levels): room to spare, no more. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;

/**
 * The deepest nesting of objects and arrays in a JSON text, counted in one loop over its
 * characters (brackets inside strings skipped). Iterative on purpose: it runs before anything
 * recursive (JSON.stringify, our own walks, better-auth's) sees the body, and it stops as soon
 * as `limit` is passed.
 */
export function jsonDepthOver(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) depth--;
  }
  return false;
}

/**
 * Fastify's own JSON parser (same prototype-poisoning rules and errors), behind a depth check:
 * a 10 KB body nested 5,000 deep is a 400 in our error shape instead of a stack overflow in
 * whatever walks it next. Registered on the root before any plugin, so every scope inherits it;
 * scopes that read raw bytes (the Paystack webhook, tus uploads) replace it with their own.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = String(body);
    if (jsonDepthOver(text)) {
      const message = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;
      return done(new AppError('VALIDATION', message), undefined);
    }
    return parse(request, text, done);
  });
}
