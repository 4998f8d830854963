// The in-process server every app.inject bench starts from: a throwaway DATA_DIR, the test
// config (silent, a fixed secret, no rate limit to measure against), a migrated database.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TERMS_VERSION } from '@thinkbuild/core';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig, type TConfig } from '../apps/server/src/config.ts';
import { openDatabase, type TDatabase } from '../apps/server/src/db/client.ts';

export const BENCH_ORIGIN = 'http://localhost:3000';

export type TBenchApp = {
  app: FastifyInstance;
  config: TConfig;
  database: TDatabase;
  /** Closes the app (and its database) and removes the data folder. */
  close(): Promise<void>;
};

export async function openBenchApp(
  options: {
    env?: Record<string, string>;
    /** Another database (e.g. PostgreSQL); default a PGlite in the data folder. */
    database?: TDatabase;
    /** Runs on the migrated database before the app is built (bulk rows, analyze). */
    beforeBuild?: (database: TDatabase) => Promise<void>;
  } = {},
): Promise<TBenchApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tb-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
    PUBLIC_URL: BENCH_ORIGIN,
    RATE_LIMIT_PER_MINUTE: '10000000',
    ...options.env,
  });
  const database = options.database ?? (await openDatabase({ pgliteDir: join(dataDir, 'db') }));
  await database.migrate();
  await options.beforeBuild?.(database);
  const app = await buildApp(config, { database });
  await app.ready();
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A bench's own database on the PostgreSQL server at `serverUrl` (made now, dropped by `drop`),
 * or none without a URL: the bench then runs on PGlite.
 */
export async function benchPostgres(serverUrl: string | undefined, name: string) {
  if (!serverUrl) return { database: undefined, drop: async () => {} };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new globalThis.URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Signs up a learner and returns the session cookie to send with requests. */
export async function benchLearnerCookie(
  app: FastifyInstance,
  email = 'bench@example.com',
): Promise<string> {
  const signUp = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: { origin: BENCH_ORIGIN },
    payload: {
      email,
      password: 'bench-password',
      name: '',
      ageConfirmed: true,
      termsVersionAccepted: TERMS_VERSION,
      birthYear: 1990,
    },
  });
  return String(signUp.headers['set-cookie']).split(';')[0] ?? '';
}
