import Fastify, { type FastifyInstance, type FastifyPluginAsync, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase } from './db/client.ts';
import { databasePlugin } from './db/plugin.ts';
import { apiRateLimit } from './http/api.ts';
import { setupCaches } from './http/cache-setup.ts';
import { serverWithHotReads, type THotReads } from './http/hot-reads.ts';
import { echoRequestId } from './http/request-id.ts';
import { registerHttpBasics, serverOptions } from './http/server.ts';
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
  /** The modules in their order (default: modules/index.ts); a test tries a wrong order with it. */
  modules?: readonly FastifyPluginAsync[];
};

/**
 * Builds the whole server from a Config, top-down (decisions/018): what every answer gets,
 * the platform (each a plugin decorating the app), the modules, then the web app.
 */
export async function buildApp(config: TConfig, options: TBuildOptions = {}) {
  // Set once the caches exist: public answers kept hot are sent before routing (decisions/014).
  let hotReads: THotReads | undefined;
  const app: FastifyInstance = Fastify({
    serverFactory: serverWithHotReads(() => hotReads),
    ...serverOptions(config),
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  // 1. Every answer: request ids, metrics, security headers, compression, errors, bodies.
  echoRequestId(app);
  await app.register(metricsPlugin);
  const securityHeaders = await registerHttpBasics(app);

  // 2. The platform, each piece decorating the app for the modules. The database opens first:
  // on a busy machine PGlite takes longer than a plugin may to start.
  const database =
    options.database ??
    (await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir }));
  await app.register(databasePlugin, { database });
  await app.register(redisPlugin);
  await app.register(storagePlugin);
  hotReads = setupCaches(app, securityHeaders);
  await app.register(mailPlugin);
  await app.register(jobsPlugin);
  await app.register(paymentsPlugin);
  await app.register(mediaPlugin);
  await app.register(apiRateLimit);

  // 3. The modules (modules/index.ts, in order), then the web app and the 404s.
  for (const module of options.modules ?? MODULES) await app.register(module);
  // A worker serves no pages: it never listens, and reading the web build would only warn.
  if (config.processRole !== 'worker') await registerWeb(app, config.webDistDir);
  return app;
}
