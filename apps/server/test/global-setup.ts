import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one in-memory PGlite once and saves its data folder; each test file then loads its
 * own copy (~0.5 s instead of a fresh initdb + migrate per file). On PostgreSQL every test file
 * gets its own database instead (test/app.ts).
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'thinkbuild-template-'));
  const file = join(dir, 'template.tar.gz');
  if (!process.env.DATABASE_URL) {
    const database = await openDatabase({});
    await database.migrate();
    const dump = await database.dump?.();
    if (!dump) throw new Error('PGlite could not dump its data folder');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
