import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** On PostgreSQL (DATABASE_URL): the migrated database each file's own is created from. */
    postgresTemplate: string;
  }
}

/** Runs one statement on the DATABASE_URL server's maintenance connection. */
async function onServer(baseUrl: string, query: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return (await client.query(query, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * Migrates one PostgreSQL database once; each test file then gets `create database … template`
 * of it (a file copy on the server) instead of running every migration again.
 */
async function postgresTemplate(baseUrl: string) {
  const name = `tb_template_${process.pid}_${Date.now().toString(36)}`;
  await onServer(baseUrl, `create database "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  await database.close();
  // A template must have no connections when it is copied; pool.end() resolves before its
  // sockets have closed on the server, so wait for them to go.
  for (let i = 0; i < 100; i++) {
    const [row] = await onServer(
      baseUrl,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    if (row?.n === 0) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    name,
    drop: () => onServer(baseUrl, `drop database if exists "${name}" with (force)`),
  };
}

/**
 * Migrates one in-memory PGlite once and saves its data folder; each test file then loads its
 * own copy (~0.5 s instead of a fresh initdb + migrate per file). On PostgreSQL every test file
 * gets its own database, copied from one migrated there once (test/app.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'thinkbuild-template-'));
  const file = join(dir, 'template.tar');
  const baseUrl = process.env.DATABASE_URL;
  const template = baseUrl ? await postgresTemplate(baseUrl) : undefined;
  project.provide('postgresTemplate', template?.name ?? '');
  if (!baseUrl) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite could not dump its data folder');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await template?.drop();
    await rm(dir, { recursive: true, force: true });
  };
}
