import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';
import { AppError } from './app-error.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests a browser sends from another site (CSRF), on top of the
 * SameSite=Lax session cookie. Clients that send neither header (curl, servers) are not browsers.
 * `forms`: HTML form posts of server-rendered pages (the sandbox) carry `Origin: null` under our
 * `Referrer-Policy: no-referrer`; there the browser's `Sec-Fetch-Site: same-origin` vouches.
 */
export function registerSameOriginCheck(
  app: FastifyInstance,
  trusted: readonly string[],
  options: { forms?: boolean } = {},
) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE.has(request.method)) return done();
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const sameOriginForm = options.forms && origin === 'null' && site === 'same-origin';
    if (
      (origin && origin !== 'null' && !trusted.includes(origin)) ||
      (origin === 'null' && !sameOriginForm) ||
      site === 'cross-site'
    ) {
      return done(new AppError('FORBIDDEN', 'Cross-site requests are not allowed'));
    }
    done();
  });
}

/** Origins whose browser requests may change state (better-auth's origin check uses it too). */
export function trustedOrigins(config: TConfig): string[] {
  const origins = new Set([new URL(config.publicUrl).origin]);
  if (config.env !== 'production') {
    origins.add(`http://localhost:${config.port}`);
    origins.add(`http://127.0.0.1:${config.port}`);
  }
  return [...origins];
}
