import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type TDatabase } from '../src/db/client.ts';

/**
 * Several servers starting at once against one PostgreSQL: the advisory lock makes them take
 * turns. Runs against the machine's server (TEST_POSTGRES_URL, default 127.0.0.1:5432) in a
 * database of its own, dropped afterwards.
 */
const BASE = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `issue_13_lock_${process.pid}_${Date.now().toString(36)}`;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: BASE });
  await c.connect();
  try {
    await c.query(query);
  } finally {
    await c.end();
  }
}

describe('PostgreSQL advisory locks (many servers)', () => {
  let servers: TDatabase[] = [];
  beforeAll(async () => {
    await admin(`create database "${name}"`);
    const url = new URL(BASE);
    url.pathname = `/${name}`;
    servers = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString() })));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
    await admin(`drop database if exists "${name}" with (force)`);
  });

  it('lets three servers migrate one fresh database at the same moment, one after another', async () => {
    await Promise.all(servers.map((s) => s.withLock('thinkbuild:startup', () => s.migrate())));
    const [first] = servers;
    const rows = await first?.db.execute(
      sql`select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations`,
    );
    const { n, d } = (rows as unknown as { rows: { n: number; d: number }[] }).rows[0] ?? {};
    expect(n).toBeGreaterThan(0);
    expect(n).toBe(d); // each migration applied once
  });

  it('never runs the same work on two servers at once', async () => {
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 100));
      running--;
    };
    await Promise.all(servers.map((s) => s.withLock('thinkbuild:test-work', work)));
    expect(most).toBe(1);
  });

  it('skips periodic work while another server is doing it (wait: false)', async () => {
    const [a, b] = servers;
    let release = () => {};
    const held = a?.withLock(
      'thinkbuild:upload-cleanup',
      () =>
        new Promise<void>((r) => {
          release = r;
        }),
    );
    await new Promise((r) => setTimeout(r, 100));
    const skipped = await b?.withLock('thinkbuild:upload-cleanup', async () => 'ran', {
      wait: false,
    });
    expect(skipped).toBeUndefined();
    release();
    await held;
    const ran = await b?.withLock('thinkbuild:upload-cleanup', async () => 'ran', { wait: false });
    expect(ran).toBe('ran');
  });
});
