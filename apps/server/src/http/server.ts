import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import type { TConfig } from '../config.ts';
import { cspDirectives } from './csp.ts';
import { onClientError, onFrameworkError, registerErrorHandler } from './error-handler.ts';
import { registerJsonBodyParser } from './json-body.ts';
import { requestIdOptions } from './request-id.ts';
import { registerSafeTextGuard } from './safe-text.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { registerHtmlVary } from './theme.ts';

/** Fastify's own options from the config (app.ts adds the hot-reads server). */
export const serverOptions = (config: TConfig) => ({
  logger: { level: config.logLevel },
  trustProxy: config.trustProxy,
  frameworkErrors: onFrameworkError,
  clientErrorHandler: onClientError,
  // A client that stalls mid-request is cut off instead of holding a socket for ever.
  requestTimeout: config.requestTimeoutMs,
  connectionTimeout: config.connectionTimeoutMs,
  // Plugins do startup work (the ffmpeg check, the web build's files): a busy machine may
  // take longer than avvio's default ten seconds, and ffmpeg's own check allows ten.
  pluginTimeout: 60_000,
  ...requestIdOptions,
});

/**
 * What every answer gets, before any route: helmet's security headers (returned:
 * hot reads send them too), compression, Vary: Cookie on HTML, the error handler, the guard
 * against unsafe text and the JSON body parser.
 */
export async function registerHttpBasics(app: FastifyInstance) {
  const headers = registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(app.config) },
  });
  // JSON over 1 KB leaves brotli- or gzip-compressed (cached answers come precompressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // HTML carries the visitor's theme cookie (http/theme.ts): every page says Vary: Cookie.
  registerHtmlVary(app);
  registerErrorHandler(app);
  registerSafeTextGuard(app);
  registerJsonBodyParser(app);
  return headers;
}
