import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';

/** Where better-auth sends the browser next, by query or body (verify-email, social sign-in…). */
const REDIRECT_KEYS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'];

const MESSAGE = 'Must be a path on this site (starting with /) or a full http(s) address';

/**
 * better-auth takes these as "an absolute or root-relative URL" and calls `new URL()` on them
 * while answering: anything else (`1e400`, `----`) threw there and came back as a 500. The
 * same rule, checked before the request reaches it: a 400 naming the field. Which origins may
 * be redirected to is still better-auth's own check (trustedOrigins).
 */
function isRedirectTarget(value: string) {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!/^https?:\/\//i.test(value)) return false;
  return URL.canParse(value);
}

export function refuseBadRedirects(request: FastifyRequest) {
  for (const part of [request.query, request.body]) {
    if (!part || typeof part !== 'object' || Array.isArray(part)) continue;
    for (const key of REDIRECT_KEYS) {
      const value: unknown = (part as Record<string, unknown>)[key];
      if (value === undefined) continue;
      if (typeof value !== 'string' || !isRedirectTarget(value))
        throw new AppError('VALIDATION', `${key}: ${MESSAGE}`, { [key]: MESSAGE });
    }
  }
}
