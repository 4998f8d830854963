import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './db/seed/demo-accounts.ts';
import { subscribeDemoAccounts } from './db/seed/demo-subscriptions.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { markAdminIfConfigured } from './modules/auth/service.ts';
import { backfillInBackground } from './modules/renditions/index.ts';
import { exitOnSignals } from './shutdown.ts';

const STARTUP_LOCK = 'thinkbuild:startup';

/** Outside production a missing BETTER_AUTH_SECRET is generated once and kept in DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const startedAt = performance.now();
  // Settings may also come from a .env file in the working folder; real env vars win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.storageDir, { recursive: true });
  config.authSecret ??= localSecret(config.dataDir);

  const app = await buildApp(config);
  exitOnSignals(app, config.shutdownTimeoutMs);

  // Several servers starting at once: one migrates and seeds, the others wait, then find it done.
  await app.database.withLock(STARTUP_LOCK, async () => {
    await app.database.migrate();
    if (config.seedDemoContent) await seedIfEmpty(app.db, app.storage, app.log);
  });
  const demo = config.env !== 'production' && config.seedDemoContent;
  await app.ready();
  await app.database.withLock(STARTUP_LOCK, async () => {
    if (demo) await subscribeDemoAccounts(app, await seedDemoAccounts(app.db, config.demoPassword));
    await markAdminIfConfigured(app.db, config.adminEmail);
  });
  await app.listen({ host: config.host, port: config.port });
  // Lessons without low-data versions (the demo content on first start) get them in the
  // background, one transcode at a time; their MP4s play meanwhile.
  void backfillInBackground(app);
  // Make sure the six plans exist on the provider now rather than at the first checkout; the
  // sync takes its own lock (payments/setup.ts), so N servers do not create N copies of a plan.
  app.payments
    .ensurePlans()
    .catch((error: unknown) =>
      app.log.error({ err: error }, 'Could not check the plans with the payment provider yet'),
    );

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  const db =
    app.database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `  ThinkBuild is running at ${config.publicUrl}  (ready in ${seconds} s)`,
      `  Database: ${db}`,
      `  Storage:  ${config.s3 ? `S3 bucket ${config.s3.bucket}` : config.storageDir}`,
      `  Shared state: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'in this process'}`,
      `  Low-data video: ${app.renditions.version ?? 'off (ffmpeg not found; lessons play their MP4)'}`,
      ...(demo
        ? [
            `  Sign in at ${config.publicUrl}/login with any demo account, password "${config.demoPassword}":`,
            `    ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
            `  Mail goes to ${app.mailer.driver === 'outbox' ? `the outbox: ${config.publicUrl}/dev/outbox` : 'SMTP'}`,
            app.paymentsSandbox
              ? `  Payments: sandbox (no money moves). Its renewal controls: ${config.publicUrl}/sandbox/paystack`
              : '  Payments: Paystack',
            '  The outbox and the sandbox controls open only on this computer or for a signed-in admin.',
            ...(app.paymentsSandbox && config.redisUrl
              ? [
                  '  Note: the payments sandbox keeps its state in this process; with several servers use Paystack (docs/decisions/009).',
                ]
              : []),
          ]
        : []),
      '  Press Ctrl-C to stop.',
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('ThinkBuild could not start:', error);
  }
  process.exit(1);
});
