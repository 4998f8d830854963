import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { setupCache } from './cache/setup.ts';
import type { TConfig } from './config.ts';
import { openDatabase, type TDatabase, type TDb } from './db/client.ts';
import { cspDirectives } from './http/csp.ts';
import { onClientError, onFrameworkError, registerErrorHandler } from './http/error-handler.ts';
import { createHotReads, serverWithHotReads, type THotReads } from './http/hot-reads.ts';
import { registerJsonBodyParser } from './http/json-body.ts';
import { registerLocalOrAdminGuard } from './http/local-or-admin.ts';
import { echoRequestId, requestIdOptions } from './http/request-id.ts';
import { registerSafeTextGuard } from './http/safe-text.ts';
import { registerSameOriginCheck } from './http/same-origin.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerHtmlVary, registerThemeSwitch } from './http/theme.ts';
import { dropOnDatabaseNotices, forgetUser, revokeOnWrites } from './http/viewer-cache.ts';
import { registerWeb } from './http/web.ts';
import { createJobQueue, jobQueueCounts, type TJobQueue } from './jobs/queue.ts';
import type { TMailer } from './mail/mailer.ts';
import { createOutbox } from './mail/outbox.ts';
import { createSmtpMailer } from './mail/smtp.ts';
import { signHlsPrefix } from './media/hls-url.ts';
import { registerMediaRoutes } from './media/routes.ts';
import { signMediaUrl } from './media/signed-url.ts';
import { registerMetrics, type TMetrics } from './metrics/metrics.ts';
import { createAuth, type TAuth, trustedOrigins } from './modules/auth/auth.ts';
import { registerBlogPages } from './modules/blogs/pages.ts';
import { registerOutboxPage } from './modules/dev/outbox-page.ts';
import { registerModules } from './modules/register.ts';
import type { TRenditions } from './modules/renditions/service.ts';
import { setupRenditions } from './modules/renditions/worker.ts';
import type { TPaymentProvider } from './payments/provider.ts';
import { registerSandbox, type TSandbox } from './payments/sandbox/index.ts';
import { createPayments } from './payments/setup.ts';
import { openRedis, REDIS_PREFIX, type TRedis } from './redis/redis.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import type { TStorage } from './storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
    database: TDatabase;
    db: TDb;
    storage: TStorage;
    /** Shared state between servers when REDIS_URL is set (redis/redis.ts); else null. */
    redis: TRedis | null;
    mailer: TMailer;
    auth: TAuth;
    payments: TPaymentProvider;
    /** The durable job queue (src/jobs); its worker runs while the server is up. */
    jobs: TJobQueue;
    /** The built-in Paystack emulator, when PAYMENT_PROVIDER=sandbox. */
    paymentsSandbox: TSandbox | null;
    /** Public answers sent before routing while they stay the same (http/hot-reads.ts). */
    hotReads: THotReads;
    /** A short-lived signed URL for a stored object (see media/signed-url.ts). */
    signMediaUrl(key: string): { url: string; expiresAt: string };
    /** The URL a learner's player gets: presigned by S3, else signed by us (signMediaUrl). */
    metrics: TMetrics;
    videoUrl(key: string): Promise<{ url: string; expiresAt: string }>;
    /** A signed URL base for one lesson's HLS folder (media/hls-url.ts, decisions/011). */
    signHlsPrefix(prefix: string): { base: string; expiresAt: string };
    /** Low-data versions: on when ffmpeg runs, and their transcode worker. */
    renditions: TRenditions;
  }
}

export type TBuildOptions = {
  /** Use this database instead of opening one from the config (tests pass a migrated copy). */
  database?: TDatabase;
  /** Sees every route as it is added (tests walk the whole route list with it). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole server from a Config, in a fixed order a reader can follow. */
export async function buildApp(
  config: TConfig,
  options: TBuildOptions = {},
): Promise<FastifyInstance> {
  // Set once the app is built: public answers kept hot are sent before routing (decisions/014).
  let hotReads: THotReads | undefined;
  const app = Fastify({
    serverFactory: serverWithHotReads(() => hotReads),
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    frameworkErrors: onFrameworkError,
    clientErrorHandler: onClientError,
    // A client that stalls mid-request is cut off instead of holding a socket for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    ...requestIdOptions,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // 1. External plugins, request ids and metrics.
  echoRequestId(app);
  app.decorate('metrics', registerMetrics(app, config.metricsToken));
  const securityHeaders = registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
  });
  // JSON over 1 KB leaves brotli- or gzip-compressed (cached answers come precompressed).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // HTML carries the visitor's theme cookie (http/theme.ts): every page says Vary: Cookie.
  registerHtmlVary(app);

  // 2. Infrastructure.
  const database =
    options.database ??
    (await openDatabase({ url: config.databaseUrl, pgliteDir: config.pgliteDir }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  const redis = config.redisUrl ? openRedis(config.redisUrl) : null;
  app.decorate('redis', redis);
  const storage = config.s3 ? createS3Storage(config.s3) : createLocalStorage(config.storageDir);
  app.decorate('storage', storage);
  setupCache(app);
  hotReads = createHotReads({
    cache: app.cache,
    baseHeaders: securityHeaders,
    requestId: requestIdOptions.genReqId,
    metrics: app.metrics,
    log: app.log,
  });
  app.decorate('hotReads', hotReads);
  // The admin CLI is another process: it reaches every server through the database.
  dropOnDatabaseNotices(app);
  const mailer = config.smtpUrl
    ? createSmtpMailer(config.smtpUrl, config.mailFrom)
    : createOutbox(app.log);
  app.decorate('mailer', mailer);
  if (!config.authSecret)
    throw new Error('buildApp needs config.authSecret (main.ts provides one)');
  app.decorate(
    'auth',
    createAuth({
      config,
      db: database.db,
      mailer,
      secret: config.authSecret,
      // The reset has no signed-in author: its user's cached sessions go here, on every server.
      onPasswordReset: (userId) => forgetUser(app.cache, userId),
    }),
  );
  const secret = config.authSecret;
  app.decorate('signMediaUrl', (key: string) =>
    signMediaUrl(secret, key, config.videoUrlTtlSeconds),
  );
  app.decorate('videoUrl', async (key: string) => {
    if (!storage.presignedUrl) return signMediaUrl(secret, key, config.videoUrlTtlSeconds);
    const ttl = config.videoUrlTtlSeconds;
    const expiresAt = new Date(Date.now() + ttl * 1000).toISOString();
    return { url: await storage.presignedUrl(key, ttl), expiresAt };
  });
  app.decorate('signHlsPrefix', (prefix: string) =>
    signHlsPrefix(secret, prefix, config.videoUrlTtlSeconds),
  );
  app.decorate('payments', createPayments(app, config, secret));
  const jobs = createJobQueue({
    db: database.db,
    log: app.log,
    pollMs: config.jobsPollMs,
    backoffBaseMs: config.jobsRetryBaseMs,
  });
  app.decorate('jobs', jobs);
  // Jobs waiting or retrying: the depth an operator watches on /metrics (decisions/009).
  app.metrics.setJobQueueDepth(async () => {
    const counts = await jobQueueCounts(database.db);
    return counts.pending + counts.running;
  });
  app.decorate('renditions', await setupRenditions(app));
  app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  app.addHook('onClose', async () => {
    await database.close();
    await redis?.close();
  });
  registerErrorHandler(app);
  registerSafeTextGuard(app);
  registerJsonBodyParser(app);

  // 3. The API, rate-limited as a whole.
  await app.register(
    async (api) => {
      await api.register(rateLimit, {
        max: config.rateLimitPerMinute,
        timeWindow: '1 minute',
        // Redis away: serve rather than refuse everyone; /api/health reports it (decisions/009).
        skipOnError: true,
        // With REDIS_URL every server counts in the same buckets (decisions/009).
        ...(redis && { redis: redis.client, nameSpace: `${REDIS_PREFIX}rate-limit:` }),
      });
      registerSameOriginCheck(api, trustedOrigins(config));
      revokeOnWrites(api);
      await registerModules(api);
    },
    { prefix: '/api' },
  );

  registerMediaRoutes(app, secret, config.mediaAccelRedirect);

  // 4. Development helpers, then the web app and the 404s.
  if (config.env !== 'production' && mailer.driver === 'outbox') {
    await app.register(async (dev) => {
      registerLocalOrAdminGuard(dev, trustedOrigins(config));
      registerOutboxPage(dev);
    });
  }
  app.decorate(
    'paymentsSandbox',
    config.paymentProvider === 'sandbox' && config.env !== 'production'
      ? await registerSandbox(app, {
          secretKey: app.payments.webhookSecret,
          publicUrl: config.publicUrl,
          trustedOrigins: trustedOrigins(config),
          currencies: config.sandboxCurrencies,
          refundDelayMs: config.sandboxRefundDelayMs,
          clientTimeoutMs: config.paystackTimeoutMs,
        })
      : null,
  );
  await registerThemeSwitch(app, trustedOrigins(config));
  await registerBlogPages(app, config.webDistDir);
  await registerWeb(app, config.webDistDir);
  return app;
}
