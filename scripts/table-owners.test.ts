// Each table has one owning module (apps/server/src/db/owners.ts, decisions/017): only the owner
// imports the table from db/schema; every other module asks the owner's service.ts. This reads
// every file under modules/ and fails on a table imported by a module that does not own it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNERS, SHARED_READS } from '../apps/server/src/db/owners.ts';
import * as schema from '../apps/server/src/db/schema.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');
const modules = join(src, 'modules');

const owners: Record<string, string> = OWNERS;
const sharedReads: Record<string, readonly string[]> = SHARED_READS;

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path);
    else if (/\.tsx?$/.test(name)) yield path;
  }
}

const SCHEMA_IMPORT =
  /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'((?:\.\.\/)+db\/schema(?:\.ts|\/[\w-]+\.ts))'/g;
const NAMESPACE_IMPORT = /import\s+\*\s+as\s+\w+\s+from\s+'(?:\.\.\/)+db\/schema[^']*'/;

/** The names a file imports as values from db/schema (type-only names left out). */
function schemaImports(code: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list = ''] of code.matchAll(SCHEMA_IMPORT)) {
    if (typeOnly) continue;
    for (const part of list.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0] ?? name);
    }
  }
  return names;
}

/** `modules/<name>` for a file inside a module; null for files directly in modules/. */
function moduleOf(file: string) {
  const [name, ...rest] = relative(modules, file).split('/');
  return rest.length > 0 ? `modules/${name}` : null;
}

const tables = Object.entries(schema)
  .filter(([, value]) => is(value, Table))
  .map(([name]) => name);

describe('table ownership', () => {
  it('gives every table of db/schema exactly one existing owner', () => {
    expect(Object.keys(owners).sort()).toEqual([...tables].sort());
    for (const owner of new Set(Object.values(owners)))
      expect(existsSync(join(src, owner))).toBe(true);
    for (const [module, names] of Object.entries(sharedReads)) {
      expect(existsSync(join(src, module))).toBe(true);
      for (const name of names) expect(tables).toContain(name);
    }
  });

  it('reads the imports it checks', () => {
    expect(schemaImports("import { lesson, type TStoredCue } from '../../db/schema.ts';")).toEqual([
      'lesson',
    ]);
    expect(schemaImports("import type { blog } from '../../db/schema.ts';")).toEqual([]);
    expect(
      schemaImports("import {\n  job,\n  user as u,\n} from '../../db/schema/jobs.ts';"),
    ).toEqual(['job', 'user']);
  });

  it('lets a module import only the tables it owns', () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const file of filesUnder(modules)) {
      const module = moduleOf(file);
      if (!module) continue;
      const code = readFileSync(file, 'utf8');
      const where = relative(src, file);
      if (NAMESPACE_IMPORT.test(code)) wrong.push(`${where}: import the tables by name`);
      for (const name of schemaImports(code)) {
        const owner = owners[name];
        if (!owner) continue;
        checked++;
        if (owner === module || sharedReads[module]?.includes(name)) continue;
        wrong.push(`${where}: ${name} belongs to ${owner}; use its service.ts`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
