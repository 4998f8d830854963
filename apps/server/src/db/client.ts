import { spawn } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths.ts';
import { listenPostgres } from './notify.ts';
import * as schema from './schema.ts';

export type TDb = PgDatabase<PgQueryResultHKT, typeof schema>;

export type TDatabase = {
  db: TDb;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * The app's one lock for work: runs `work` while holding a PostgreSQL advisory lock named
   * `name` (on a connection of its own, so the work's queries never wait for the lock's), so
   * that of several servers only one runs it at a time (migrations and seeding, plan sync,
   * periodic clean-ups, each learner's billing actions: ADR 006, "One change at a time").
   * `wait: false` skips the work when another holds the lock (and resolves undefined). Within
   * one process the same name queues in memory first (PGlite belongs to one process, so there
   * that is the whole lock; on PostgreSQL a waiter then holds no connection). Not re-entrant:
   * work under a name never takes the same name again. Inside a transaction that must stay
   * ordered with another until it commits, see `lockUntilCommit`.
   */
  withLock<T>(name: string, work: () => Promise<T>, options?: { wait?: true }): Promise<T>;
  withLock<T>(
    name: string,
    work: () => Promise<T>,
    options: { wait: boolean },
  ): Promise<T | undefined>;
  /**
   * Calls `onMessage` with each payload NOTIFY sends on `channel` (a plain lower-case name), from
   * any process using this database; resolves with a function that stops listening.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PGlite only: the whole data folder as a plain tarball (test templates). Not gzipped: each
   * integration file loads it, and unpacking the gzipped one cost ~0.35 s more CPU per file.
   */
  dump?: () => Promise<Blob>;
};

type TOpenOptions = {
  /** A postgres:// URL; unset means PGlite. */
  url?: string | undefined;
  /** PGlite's data folder; unset means in memory. */
  pgliteDir?: string | undefined;
  /** A PGlite data dump to start from (tests load one migrated template per file). */
  loadDataDir?: Blob | File | undefined;
};

/** One database handle for both engines: the same schema and the same migrations. */
export async function openDatabase(options: TOpenOptions): Promise<TDatabase> {
  const migrationsFolder = migrationsDir();
  const url = options.url;
  const local = localLocks();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // Lock holders keep a connection for as long as their work runs (a billing action waits on
    // Paystack): from their own small pool, so they never take the connections the work needs.
    const lockPool = new pg.Pool({ connectionString: url, max: 4 });
    let closing = false;
    // An idle connection can die (server restart, failover, shutdown): the pool replaces it.
    // Without a listener that 'error' event would crash the process.
    const onLost = (error: Error) => {
      if (!closing) console.error(`PostgreSQL connection lost: ${error.message}`);
    };
    pool.on('error', onLost);
    // A client the pool is already ending has no pool listener left; keep its error handled too.
    pool.on('connect', (client) => client.on('error', onLost));
    lockPool.on('error', onLost);
    lockPool.on('connect', (client) => client.on('error', onLost));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    return {
      db: db as unknown as TDb,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      withLock: ((name, work, { wait = true } = {}) =>
        local(name, wait, () => sessionLock(name, work, wait))) as TDatabase['withLock'],
      listen: (channel, onMessage) => listenPostgres(url, channel, onMessage),
      close: async () => {
        closing = true;
        if (!lockPool.ended) await lockPool.end();
        if (!pool.ended) await pool.end();
      },
    };

    /** Session-level lock on one dedicated connection: the work itself uses the main pool. */
    async function sessionLock<T>(name: string, work: () => Promise<T>, wait: boolean) {
      const client = await lockPool.connect();
      try {
        if (wait) await client.query('select pg_advisory_lock(hashtext($1))', [name]);
        else {
          const { rows } = await client.query<{ got: boolean }>(
            'select pg_try_advisory_lock(hashtext($1)) as got',
            [name],
          );
          if (!rows[0]?.got) return undefined;
        }
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        client.release();
      }
    }
  }
  if (options.pgliteDir) await initPgliteDir(options.pgliteDir);
  const client = await PGlite.create({
    dataDir: options.pgliteDir,
    loadDataDir: options.loadDataDir,
    // Trigram similarity for search (typos); migration 0016 creates the extension in the
    // database, this makes its code available to PGlite (PostgreSQL ships it in contrib).
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as TDb,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: async () => {
      if (client.closed) throw new Error('The database is closed');
      await db.execute(sql`select 1`);
    },
    withLock: ((name, work, { wait = true } = {}) =>
      local(name, wait, work)) as TDatabase['withLock'],
    // One process owns a PGlite folder: only notices sent through this same handle arrive.
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    dump: () => client.dumpDataDir('none'),
  };
}

/**
 * Inside a transaction: takes the lock named `name` until the transaction ends, for two
 * transactions that must each see what the other committed (billing's "wait for a subscription
 * code", billing/shared/repo.ts). The same names as `withLock`'s; PGlite runs one transaction at a
 * time, so there it never waits.
 */
export async function lockUntilCommit(tx: TDb, name: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/**
 * Named locks inside this process: work under one name runs one at a time, in arrival order;
 * `wait: false` skips (resolves undefined) while the name is held.
 */
function localLocks() {
  const tails = new Map<string, Promise<unknown>>();
  return async <T>(name: string, wait: boolean, work: () => Promise<T>) => {
    const before = tails.get(name);
    if (before && !wait) return undefined;
    const run = (before ?? Promise.resolve()).then(work, work);
    const tail = run.catch(() => {});
    tails.set(name, tail);
    try {
      return await run;
    } finally {
      if (tails.get(name) === tail) tails.delete(name);
    }
  };
}

/**
 * Creates a new PGlite data folder (initdb) in a short-lived child process. PGlite's WebAssembly
 * heap grows to ~700 MB during initdb and a WebAssembly memory never shrinks, so a server that
 * ran initdb itself kept ~850 MB for life; opening the finished folder costs ~370 MB
 * (bench/RESULTS.md, first-start RSS). A folder that already holds a database is left as it is.
 */
async function initPgliteDir(dir: string) {
  mkdirSync(dir, { recursive: true });
  if (existsSync(join(dir, 'PG_VERSION'))) return;
  const pglite = import.meta.resolve('@electric-sql/pglite');
  const code = `const { PGlite } = await import(${JSON.stringify(pglite)});
await (await PGlite.create({ dataDir: ${JSON.stringify(dir)} })).close();`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (exitCode !== 0)
    throw new Error(`Creating the PGlite database in ${dir} failed (exit ${exitCode})`);
}
