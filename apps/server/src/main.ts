import { bootApp, exitOnStartFailure, processConfig, STARTUP_LOCK } from './boot.ts';
import { ConfigError, serverSecret } from './config.ts';
import {
  DEMO_ACCOUNTS,
  demoAdminTwoFactorLines,
  seedDemoAccounts,
} from './db/seed/demo-accounts.ts';
import { subscribeDemoAccounts } from './db/seed/demo-subscriptions.ts';
import { markAdminIfConfigured } from './modules/auth/service.ts';
import { backfillInBackground } from './modules/renditions/index.ts';
import { buildSitesServer } from './modules/sites/index.ts';

async function main() {
  const startedAt = performance.now();
  const config = processConfig();
  if (config.processRole === 'worker') {
    throw new ConfigError(
      'PROCESS_ROLE=worker: this is the web server; start the worker with npm run worker (apps/server/dist/worker.js)',
    );
  }
  const app = await bootApp(config);
  // Published projects on their own origin (decisions/039), closed before the app's database.
  const sites = buildSitesServer(app);
  app.addHook('onClose', () => sites.close());
  const demo = config.env !== 'production' && config.seedDemoContent;
  await app.ready();
  await app.database.withLock(STARTUP_LOCK, async () => {
    if (demo) {
      const seeded = await seedDemoAccounts(app.db, config.demoPassword, serverSecret(config));
      await subscribeDemoAccounts(app, seeded);
    }
    await markAdminIfConfigured(app.db, config.adminEmail);
  });
  await app.listen({ host: config.host, port: config.port });
  await sites.listen({ host: config.host, port: config.sitesPort });
  // Lessons without low-data versions (the demo content on first start) get them in the
  // background, one transcode at a time; their MP4s play meanwhile. Beside workers, a worker
  // queues them (worker.ts).
  if (config.processRole === 'all') void backfillInBackground(app);
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
      `  Published projects: ${config.sitesUrl}`,
      `  Database: ${db}`,
      `  Storage:  ${config.s3 ? `S3 bucket ${config.s3.bucket}` : config.storageDir}`,
      `  Shared state: ${config.redisUrl ? 'Redis (REDIS_URL)' : 'in this process'}`,
      `  Jobs: ${config.processRole === 'all' ? 'run in this process' : 'run by worker processes (PROCESS_ROLE=web)'}`,
      `  Low-data video: ${app.renditions.version ?? 'off (ffmpeg not found; lessons play their MP4)'}`,
      ...(demo
        ? [
            `  Sign in at ${config.publicUrl}/login with any demo account, password "${config.demoPassword}":`,
            `    ${DEMO_ACCOUNTS.map((a) => a.email).join(', ')}`,
            ...demoAdminTwoFactorLines(),
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

main().catch(exitOnStartFailure('ThinkBuild'));
