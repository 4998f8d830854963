import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, type TConfig } from './config.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { exitOnSignals } from './shutdown.ts';

/**
 * What both processes do first (main.ts serves HTTP, worker.ts runs the jobs; decisions/027):
 * read the settings, build the app, and bring the database up to date.
 */

export const STARTUP_LOCK = 'thinkbuild:startup';

/** Outside production a missing BETTER_AUTH_SECRET is generated once and kept in DATA_DIR. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * The settings (from a .env file in the working folder too; real env vars win, `overrides`
 * win over both), with the data folders made.
 */
export function processConfig(overrides: Record<string, string> = {}): TConfig {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig({ ...process.env, ...overrides });
  mkdirSync(config.dataDir, { recursive: true });
  mkdirSync(config.storageDir, { recursive: true });
  config.authSecret ??= localSecret(config.dataDir);
  return config;
}

/**
 * The app, built and migrated (not yet ready). Several processes starting at once: one
 * migrates and seeds, the others wait, then find it done.
 */
export async function bootApp(config: TConfig) {
  const app = await buildApp(config);
  exitOnSignals(app, config.shutdownTimeoutMs);
  await app.database.withLock(STARTUP_LOCK, async () => {
    await app.database.migrate();
    if (config.seedDemoContent) await seedIfEmpty(app.db, app.storage, app.log);
  });
  return app;
}

/** A start that failed: a settings problem in its own words, anything else with its stack. */
export function exitOnStartFailure(what: string) {
  return (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error(`${what} could not start:`, error);
    process.exit(1);
  };
}
