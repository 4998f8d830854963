// Each table has one owning module (apps/server/src/db/owners.ts, decisions/017): only the owner
// imports the table from db/schema; every other module asks the owner's service.ts. This reads
// every import of every file under modules/ (resolved, as the architecture test reads them) and
// fails on a table imported by a module that does not own it.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { OWNERS, SHARED_READS } from '../apps/server/src/db/owners.ts';
import * as schema from '../apps/server/src/db/schema.ts';
import { collectImports, sourceFiles, type TImport } from './architecture/imports.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/server/src');

const owners: Record<string, string> = OWNERS;
const sharedReads: Record<string, readonly string[]> = SHARED_READS;

const SCHEMA = /^apps\/server\/src\/db\/schema(?:\.ts|\/.+)$/;

/** The names a file imports from db/schema, resolved (any path, import() and re-exports too). */
function schemaImports(code: string, from = 'apps/server/src/modules/x/repo.ts'): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'table-owners-'));
  try {
    for (const file of ['package.json', 'apps/server/src/db/schema.ts', from]) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
    }
    writeFileSync(join(dir, 'package.json'), '{"workspaces":[]}');
    writeFileSync(join(dir, 'apps/server/src/db/schema.ts'), '');
    writeFileSync(join(dir, from), code);
    return valueNames(collectImports(dir, [from]));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The value names imported from db/schema: a wholly type-only import reads no table. */
function valueNames(imports: readonly TImport[]): string[] {
  return imports
    .filter((i) => i.file && SCHEMA.test(i.file) && !i.typeOnly)
    .flatMap((i) => i.names);
}

/** `modules/<name>` for a file inside a module; null for files directly in modules/. */
function moduleOf(file: string) {
  const [name, ...rest] = file.slice('apps/server/src/modules/'.length).split('/');
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
    // A type beside a table is kept: it is no table, so the owners lookup passes over it.
    expect(schemaImports("import { lesson, type TStoredCue } from '../../db/schema.ts';")).toEqual([
      'lesson',
      'TStoredCue',
    ]);
    expect(schemaImports("import type { blog } from '../../db/schema.ts';")).toEqual([]);
    expect(schemaImports("import {\n  job,\n  user as u,\n} from '../../db/schema.ts';")).toEqual([
      'job',
      'user',
    ]);
    expect(schemaImports("export { lesson } from '../../../../server/src/db/schema.ts';")).toEqual([
      'lesson',
    ]);
    expect(schemaImports("const s = await import('../../db/schema.ts');")).toEqual(['*']);
  });

  it('lets a module import only the tables it owns', () => {
    const wrong: string[] = [];
    let checked = 0;
    const files = sourceFiles(root, ['apps/server/src/modules']);
    const byFile = new Map<string, TImport[]>();
    for (const i of collectImports(root, files))
      byFile.set(i.from, [...(byFile.get(i.from) ?? []), i]);
    for (const [file, imports] of byFile) {
      const module = moduleOf(file);
      if (!module) continue;
      for (const name of valueNames(imports)) {
        if (name === '*') {
          wrong.push(`${file}: import the tables by name`);
          continue;
        }
        const owner = owners[name];
        if (!owner) continue;
        checked++;
        if (owner === module || sharedReads[module]?.includes(name)) continue;
        wrong.push(`${file}: ${name} belongs to ${owner}; use its service.ts`);
      }
    }
    expect(checked).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });
});
