import compress from '@fastify/compress';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { databasePlugin } from './db/plugin.ts';
import { apiRateLimit } from './http/api.ts';
import { setupCaches } from './http/cache-setup.ts';
import { cspDirectives } from './http/csp.ts';
import { onClientError, onFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { serverWithHotReads, type THotReads } from './http/hot-reads.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { echoRequestId, requestIdOptions } from './http/request-id.ts';
import { registerSafeTextGuard } from './http/safe-text.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerHtmlVary } from './http/theme.ts';
import { registerWeb } from './http/web.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { mailPlugin } from './mail/plugin.ts';
import { mediaPlugin } from './media/plugin.ts';
import { metricsPlugin } from './metrics/plugin.ts';
import { MODULES } from './modules/index.ts';
import { paymentsPlugin } from './payments/plugin.ts';
import { redisPlugin } from './redis/plugin.ts';
import { storagePlugin } from './storage/plugin.ts';

export type TBuildOptions = {
  /** Use this database instead of opening one from the config (tests pass a migrated copy). */
  database?: TDatabase;
  /** Sees every route as it is added (tests walk the whole route list with it). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * Builds the whole server from a Config, top-down (decisions/018): the HTTP basics every answer
 * gets, the platform (each a plugin decorating the app), the modules, then the web app.
 */
export async function buildApp(config: TConfig, options: TBuildOptions = {}) {
  // Set once the caches exist: public answers kept hot are sent before routing (decisions/014).
  let hotReads: THotReads | undefined;
  const app: FastifyInstance = Fastify({
    serverFactory: serverWithHotReads(() => hotReads),
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
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // 1. Every answer: request ids, metrics, security headers, compression, errors, bodies.
  echoRequestId(app);
  await app.register(metricsPlugin);
  const headers = registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
  });
  // JSON over 1 KB leaves brotli- or gzip-compressed (cached answers come precompressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // HTML carries the visitor's theme cookie (http/theme.ts): every page says Vary: Cookie.
  registerHtmlVary(app);
  registerErrorHandler(app);
  registerSafeTextGuard(app);
  registerJsonBodyParser(app);

  // 2. The platform, each piece decorating the app for the modules.
  const database =
    options.database ??
    (await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir }));
  await app.register(databasePlugin, { database });
  await app.register(redisPlugin);
  await app.register(storagePlugin);
  hotReads = setupCaches(app, headers);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin);
  await app.register(mediaPlugin);
  await app.register(apiRateLimit);

  // 3. The modules (modules/index.ts), then the web app and the 404s.
  for (const module of MODULES) await app.register(module);
  await registerWeb(app, config.webDistDir);
  return app;
}
