import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance, FastifySchema } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp, type TBuildOptions } from '../src/app.ts';
import { loadConfig, type TConfig } from '../src/config.ts';
import { openDatabase, type TDatabase } from '../src/db/client.ts';

export type TTestApp = FastifyInstance & {
  cleanup(): Promise<void>;
  /** Every route the app registered, as Fastify saw it (method, full URL and schema). */
  routes: { method: string; url: string; schema?: FastifySchema }[];
};

/**
 * A fresh PostgreSQL database on the DATABASE_URL server, a copy of the one global-setup.ts
 * migrated, dropped by cleanup.
 */
async function freshPostgres(baseUrl: string) {
  const name = `tb_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  Object.assign(database, { url: url.toString() });
  const drop = async () => {
    const c = new pg.Client({ connectionString: baseUrl });
    await c.connect();
    // pool.end() resolves before its sockets have closed; let them go before forcing the drop,
    // or the server's "terminating connection" reaches a client that is already shutting down.
    for (let i = 0; i < 40; i++) {
      const { rows } = await c.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [name],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    await c.query(`drop database if exists "${name}" with (force)`);
    await c.end();
  };
  return { database, drop };
}

/** The migrated template copy for this file (see global-setup.ts). */
async function freshPglite() {
  const template = await readFile(inject('pgliteTemplate'));
  const database = await openDatabase({ loadDataDir: new Blob([template]) });
  return { database, drop: async () => {} };
}

export async function openTestDatabase(): Promise<{
  database: TDatabase;
  drop: () => Promise<void>;
}> {
  const url = process.env.DATABASE_URL;
  return url ? freshPostgres(url) : freshPglite();
}

type TOptions = {
  env?: Record<string, string>;
  webDistDir?: string;
  /** Share another test app's database (two servers of one site); the first one drops it. */
  database?: TDatabase;
  /** Extra routes a test needs (e.g. one that throws), registered before the app is ready. */
  extend?: (app: FastifyInstance) => void;
  /** The modules in another order or without one (module-order.test.ts). */
  modules?: TBuildOptions['modules'];
};

/**
 * Builds the real app on its own fresh database and temp data folder (STYLE.md 16); tests
 * talk to it with app.inject and call cleanup() in afterAll.
 */
export async function buildTestApp(options: TOptions = {}): Promise<TTestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'thinkbuild-test-'));
  const config: TConfig = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_POLL_MS: '0',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: dataDir,
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web-build'),
    // Tests change rows directly and read them back at once: no caching unless a test asks.
    PUBLIC_CACHE_TTL_SECONDS: '0',
    SESSION_CACHE_TTL_SECONDS: '0',
    ...options.env,
  });
  const { database, drop } = options.database
    ? { database: options.database, drop: async () => {} }
    : await openTestDatabase();
  const routes: TTestApp['routes'] = [];
  // After a start that failed: each step on its own, as the app may or may not have closed the
  // database already.
  const cleanUpFailedStart = async (app?: FastifyInstance) => {
    await app?.close().catch(() => {});
    if (!options.database) await database.close().catch(() => {});
    await drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, {
      database,
      onRoute: (route) => {
        for (const method of [route.method].flat())
          routes.push({ method, url: route.url, schema: route.schema });
      },
      ...(options.modules && { modules: options.modules }),
    });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    // A start that fails (as module-order.test.ts wants) leaves no database or folder behind.
    await cleanUpFailedStart(app);
    throw error;
  }
  const built = app;
  return Object.assign(built, {
    routes,
    async cleanup() {
      await built.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  });
}

/**
 * The usual frame of a test file: its app built before its tests and cleaned up after them
 * (also when `ready` fails). `ready` gets the app first, to keep it and to set the file up
 * (sign-ins, seeded rows).
 */
export function withTestApp(options: TOptions, ready: (app: TTestApp) => unknown): void {
  let built: TTestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
    await ready(built);
  });
  afterAll(() => built?.cleanup());
}

/** A minimal built web app on disk, shaped like apps/web/dist, for the static-serving tests. */
export async function makeWebDist(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'thinkbuild-dist-'));
  const page = (text: string) =>
    `<!doctype html><html><body><div id="root">${text}</div></body></html>`;
  await mkdir(join(dir, 'assets'), { recursive: true });
  await mkdir(join(dir, 'tutorials'), { recursive: true });
  await mkdir(join(dir, 'error'), { recursive: true });
  await mkdir(join(dir, 'shells'), { recursive: true });
  await writeFile(join(dir, 'index.html'), page('landing'));
  await writeFile(join(dir, 'shells', 'coursepage.html'), page('<!-- lesson shell -->'));
  await writeFile(join(dir, 'spa.html'), page(''));
  await writeFile(join(dir, 'tutorials', 'index.html'), page('tutorials'));
  await writeFile(join(dir, 'error', 'index.html'), page('404 Not Found'));
  await writeFile(join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log(1);'));
  return dir;
}
