import { resolve } from 'node:path';
import { OFFER } from '@thinkbuild/core/billing';
import { DEFAULT_TIME_ZONE } from '@thinkbuild/core/format';
import { LIFETIME_USER_LIMIT_DEFAULT } from '@thinkbuild/core/plans';
import { isTimeZone } from '@thinkbuild/core/review';
import { z } from 'zod';
import { SITES_ENV, sitesProblems, sitesSettings } from './config-sites.ts';
import { VAT_ENV, vatProblems, vatSettings } from './config-vat.ts';
import { ZTrustProxy } from './http/trust-proxy.ts';
import { serverRoot } from './paths.ts';
import { secretWeakness } from './secret-strength.ts';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting, its environment variable and its offline default (ARCHITECTURE.md "Configuration").
 * README.md's settings table lists the same variables (scripts/readme-settings.test.ts checks).
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  SEED_DEMO_CONTENT: bool.default(true),
  TRUST_PROXY: ZTrustProxy.default(false),
  BETTER_AUTH_SECRET: z
    .string()
    .min(32, 'BETTER_AUTH_SECRET must be at least 32 characters')
    .optional(),
  ADMIN_EMAIL: z.email('ADMIN_EMAIL must be an email address').optional(),
  LIFETIME_ACCESS_USERS: z.coerce.number().int().min(0).default(LIFETIME_USER_LIMIT_DEFAULT),
  DEMO_PASSWORD: z
    .string()
    .min(8, 'DEMO_PASSWORD must be at least 8 characters')
    .default('thinkbuild-demo'),
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
  // POPIA: the privacy policy names where personal information is stored and whom to ask.
  HOSTING_REGION: z.string().trim().min(2).max(120).default('South Africa'),
  INFORMATION_OFFICER_NAME: z.string().trim().min(2).max(120).default('The information officer'),
  INFORMATION_OFFICER_EMAIL: z
    .email('INFORMATION_OFFICER_EMAIL must be an email address')
    .default('privacy@thinkbuild.co.za'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('ThinkBuild <no-reply@thinkbuild.dev>'),
  VIDEO_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(86_400).default(600),
  PUBLIC_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  SESSION_CACHE_TTL_SECONDS: z.coerce.number().min(0).max(300).default(15),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'paystack']).default('sandbox'),
  PAYSTACK_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_\w+$/, 'PAYSTACK_SECRET_KEY must look like sk_live_… or sk_test_…')
    .optional(),
  PAYSTACK_BASE_URL: z.url().default('https://api.paystack.co'),
  PAYSTACK_ALLOW_TEST_KEYS: bool.default(false),
  PAYSTACK_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  MAX_VIDEO_MB: z.coerce.number().int().positive().default(2048),
  UPLOAD_EXPIRY_HOURS: z.coerce.number().positive().default(24),
  FFPROBE_PATH: z.string().default('ffprobe'),
  FFMPEG_PATH: z.string().default('ffmpeg'),
  SANDBOX_CURRENCIES: z
    .string()
    .default('ZAR')
    .transform((v) => v.split(',').map((c) => c.trim().toUpperCase()))
    .pipe(z.array(z.enum(['GHS', 'KES', 'NGN', 'ZAR', 'USD'])).min(1)),
  SANDBOX_REFUND_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(10_000),
  // Rand by default: the sandbox and most South African merchants take only ZAR.
  OFFER_CURRENCY: z.enum(['GHS', 'KES', 'NGN', 'ZAR', 'USD']).default(OFFER.currency),
  OFFER_AMOUNT: z.coerce.number().int().positive().default(OFFER.amount),
  TIME_ZONE: z
    .string()
    .default(DEFAULT_TIME_ZONE)
    .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as Africa/Johannesburg'),
  PROCESS_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(1000),
  JOBS_RETRY_BASE_MS: z.coerce.number().int().min(1).default(10_000),
  WATCHING_FLUSH_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  // Many servers (docs/decisions/009-many-servers.md).
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(false),
  S3_PUBLIC_URL: z.url().optional(),
  S3_CHECKSUMS: z.enum(['WHEN_REQUIRED', 'WHEN_SUPPORTED']).default('WHEN_REQUIRED'),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  CONNECTION_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3_600).default(30),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(25),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
  MEDIA_ACCEL_REDIRECT: z
    .string()
    .regex(/^\/[\w/-]*\/$/, 'MEDIA_ACCEL_REDIRECT is an nginx location like /_stored/')
    .optional(),
  // Published projects' own origin (config-sites.ts).
  ...SITES_ENV,
  // The seller's VAT registration: tax invoices and credit notes (config-vat.ts).
  ...VAT_ENV,
});

/**
 * The name of every environment variable the server reads, taken from the schema itself
 * (scripts/readme-settings.test.ts checks README.md's settings table against it).
 */
export const ENV_VARIABLES: readonly string[] = ZEnv.keyof().options;

/** The production refusals for payments, one line each (ARCHITECTURE.md "Configuration"). */
function paymentProblems(e: z.infer<typeof ZEnv>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  if (e.PAYMENT_PROVIDER === 'sandbox') {
    return [
      'PAYMENT_PROVIDER: the sandbox never runs in production; set PAYMENT_PROVIDER=paystack',
    ];
  }
  if (!e.PAYSTACK_SECRET_KEY) return ['PAYSTACK_SECRET_KEY: required in production'];
  if (e.PAYSTACK_SECRET_KEY.startsWith('sk_test_') && !e.PAYSTACK_ALLOW_TEST_KEYS) {
    return [
      'PAYSTACK_SECRET_KEY: a test key in production; use a live key or set PAYSTACK_ALLOW_TEST_KEYS=1',
    ];
  }
  return [];
}

function secretProblems(e: z.infer<typeof ZEnv>): string[] {
  if (e.NODE_ENV !== 'production') return [];
  if (!e.BETTER_AUTH_SECRET)
    return ['BETTER_AUTH_SECRET: required in production (32+ random characters)'];
  const weakness = secretWeakness(e.BETTER_AUTH_SECRET);
  if (weakness) {
    return [
      `BETTER_AUTH_SECRET: too predictable for production (${weakness}); make one with: openssl rand -base64 32`,
    ];
  }
  return [];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The refusals that need several settings at once, one line each. */
function crossChecks(e: z.infer<typeof ZEnv>): string[] {
  const problems = [...secretProblems(e), ...paymentProblems(e), ...sitesProblems(e)];
  problems.push(...vatProblems(e));
  if (e.PAYMENT_PROVIDER === 'paystack' && !e.PAYSTACK_SECRET_KEY && e.NODE_ENV !== 'production') {
    problems.push('PAYSTACK_SECRET_KEY: required with PAYMENT_PROVIDER=paystack');
  }
  if (e.PROCESS_ROLE !== 'all' && !e.DATABASE_URL) {
    problems.push(
      `PROCESS_ROLE=${e.PROCESS_ROLE}: needs DATABASE_URL (PostgreSQL); the embedded PGlite database is one process's, so web and jobs run together there (PROCESS_ROLE=all)`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: set both or neither');
  }
  return problems;
}

/** The settings as the server reads them: the environment, checked, then named for code. */
const ZConfig = ZEnv.check((ctx) => {
  for (const problem of crossChecks(ctx.value))
    ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
}).transform((e) => {
  const dataDir = resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    ...sitesSettings(e),
    /** The seller's VAT registration; null: not a VAT vendor, no tax invoices. */
    ...vatSettings(e),
    dataDir,
    /** Unset means the embedded PGlite database in `${dataDir}/db`; ':memory:' for tests. */
    databaseUrl: e.DATABASE_URL,
    pgliteDir: resolve(dataDir, 'db'),
    storageDir: resolve(dataDir, 'storage'),
    /**
     * Behind nginx with the local disk: after the signature check a video answer is only an
     * `X-Accel-Redirect` to this internal location (aliased to storageDir), and nginx sends the
     * bytes (docs/deploy.md). Unset = the server streams them itself.
     */
    mediaAccelRedirect: e.MEDIA_ACCEL_REDIRECT,
    webDistDir: resolve(e.WEB_DIST_DIR ?? resolve(serverRoot(), '../web/dist')),
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    seedDemoContent: e.SEED_DEMO_CONTENT,
    /**
     * Which proxies may tell the client address (X-Forwarded-For), as Fastify's `trustProxy`:
     * request.ip, the rate limits and sessions follow it; dev pages never do (decisions/015).
     */
    trustProxy: e.TRUST_PROXY,
    /** Signs session cookies and tokens; from BETTER_AUTH_SECRET, else a per-install random one. */
    authSecret: e.BETTER_AUTH_SECRET,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    lifetimeAccessUsers: e.LIFETIME_ACCESS_USERS,
    demoPassword: e.DEMO_PASSWORD,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** How long a signed video URL works. */
    videoUrlTtlSeconds: e.VIDEO_URL_TTL_SECONDS,
    /** Longest life of a cached public answer (blog HTML/JSON, catalog) between admin writes. */
    publicCacheTtlSeconds: e.PUBLIC_CACHE_TTL_SECONDS,
    /** How long a server trusts a session it has already read (0: read it on every request). */
    sessionCacheTtlSeconds: e.SESSION_CACHE_TTL_SECONDS,
    /** `sandbox`: the built-in Paystack emulator (development and tests); `paystack`: the real API. */
    paymentProvider: e.PAYMENT_PROVIDER,
    /** Paystack's secret key (paystack); unset for the sandbox, which derives its own. */
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    paystackTimeoutMs: e.PAYSTACK_TIMEOUT_MS,
    /** Largest lesson video an admin may upload, in MiB. */
    maxVideoMb: e.MAX_VIDEO_MB,
    /** Unfinished uploads (in `${dataDir}/uploads`) are removed this long after they started. */
    uploadExpiryHours: e.UPLOAD_EXPIRY_HOURS,
    uploadDir: resolve(dataDir, 'uploads'),
    /** Reads an uploaded video's duration; when it is not installed, durations are skipped. */
    ffprobePath: e.FFPROBE_PATH,
    /** Makes the low-data HLS versions (decisions/011); when it cannot run, lessons play MP4. */
    ffmpegPath: e.FFMPEG_PATH,
    /** The once-off offer's price: OFFER_AMOUNT subunits of OFFER_CURRENCY (R2 000 by default). */
    offer: { amount: e.OFFER_AMOUNT, currency: e.OFFER_CURRENCY as string },
    /**
     * The zone of every date a learner reads (pages, messages, mail), and whose calendar days the
     * once-a-day review rule counts (decisions/013); never a zone the client names.
     */
    timeZone: e.TIME_ZONE,
    /** What the privacy policy says of where data is stored and whom to ask (POPIA). */
    privacy: {
      hostingRegion: e.HOSTING_REGION,
      officer: { name: e.INFORMATION_OFFICER_NAME, email: e.INFORMATION_OFFICER_EMAIL },
    },
    /** Currencies the sandbox merchant has enabled; it refuses others as Paystack does. */
    sandboxCurrencies: e.SANDBOX_CURRENCIES,
    /** A sandbox refund stays pending this long before it is processed (0: at once). */
    sandboxRefundDelayMs: e.SANDBOX_REFUND_DELAY_MS,
    /**
     * What this process does (decisions/027): `all` serves HTTP and runs the job queue (one
     * machine); `web` serves HTTP and only enqueues; `worker` (dist/worker.js) runs the queue,
     * periodic jobs and transcodes and serves no HTTP.
     */
    processRole: e.PROCESS_ROLE,
    /** How often the job worker looks for due jobs; 0 turns polling off (tests drain by hand). */
    jobsPollMs: e.JOBS_POLL_MS,
    /** A failed job's first retry waits this long, doubling each attempt. */
    jobsRetryBaseMs: e.JOBS_RETRY_BASE_MS,
    /**
     * How long the player's batches of watching wait in a server before they are written
     * together (decisions/045): what a crash of the server may lose, against how often it writes.
     */
    watchingFlushMs: e.WATCHING_FLUSH_MS,
    /** Shared state between servers (rate limits, upload locks); unset = in this process. */
    redisUrl: e.REDIS_URL,
    /** Object storage for videos and uploads; undefined = the local disk under storageDir. */
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          /** Unset = AWS itself. */
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          /** The store's address as browsers reach it (CDN/proxy); presigned URLs are signed for it. */
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
          /** The SDK's requestChecksumCalculation / responseChecksumValidation. */
          checksums: e.S3_CHECKSUMS,
        }
      : undefined,
    /** Longest a request may take to arrive (headers and body), and a socket's idle limit. */
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    connectionTimeoutMs: e.CONNECTION_TIMEOUT_SECONDS * 1000,
    /** After SIGTERM, running requests get this long before the process exits anyway. */
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    /** /metrics answers loopback clients, and others with `Authorization: Bearer <token>`. */
    metricsToken: e.METRICS_TOKEN,
  };
});

export type TConfig = z.infer<typeof ZConfig>;

declare module 'fastify' {
  interface FastifyInstance {
    config: TConfig;
  }
}
export type TS3Config = NonNullable<TConfig['s3']>;

/** Parses the environment once; a bad value stops the start with every problem listed. */
/** The server secret (sessions, signed media URLs, the sandbox's key); main.ts always sets one. */
export function serverSecret(config: TConfig): string {
  if (!config.authSecret)
    throw new Error('buildApp needs config.authSecret (main.ts provides one)');
  return config.authSecret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): TConfig {
  // An empty variable (FOO=) means "not set", as in most tools.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) =>
      i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message,
    );
    throw new ConfigError(`Invalid settings:\n  ${problems.join('\n  ')}`);
  }
  return parsed.data;
}
