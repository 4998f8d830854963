import { existsSync, mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedIfEmpty } from './db/seed/seed.ts';

async function main() {
  const startedAt = performance.now();
  // Settings may also come from a .env file in the working folder; real env vars win.
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.storageDir, { recursive: true });

  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    try {
      await app.close(); // stops accepting connections, then closes the database (onClose)
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'Unclean shutdown');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.database.migrate();
  if (config.seedDemoContent) await seedIfEmpty(app.db, app.storage, app.log);
  await app.listen({ host: config.host, port: config.port });

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(2);
  const db =
    app.database.kind === 'pglite' ? `PGlite in ${config.pgliteDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(
    [
      '',
      `  ThinkBuild is running at ${config.publicUrl}  (ready in ${seconds} s)`,
      `  Database: ${db}`,
      `  Storage:  ${config.storageDir}`,
      `  Try the blog at ${config.publicUrl}/blogs — sign-in arrives with accounts (issue 3).`,
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
