// Applies parts.ts to resolved imports: which part a file is in, whether an import is allowed, and
// the rules beyond direction (faces, tables, server-only packages, schema in repo files, cycles).

import { OWNERS, SHARED_READS } from '../../apps/server/src/db/owners.ts';
import type { TImport } from './imports.ts';
import {
  BROWSER_ENTRIES,
  KNOWN_CYCLES,
  KNOWN_SCHEMA_IMPORTERS,
  PARTS,
  RUNTIME_IMPORTS,
  SERVER_ONLY_PACKAGES,
  TEMPORARY,
  type TPart,
} from './parts.ts';

export type TPlace = {
  part: TPart;
  /** The unit (`<name>` in the pattern): the feature or module the file is in. */
  name?: string;
  /** The file's path inside its unit (`service.ts`, `api/get-posts.ts`). */
  inside?: string;
};

export type TViolation = { from: string; specifier: string; to: string; reason: string };

function toRegExp(pattern: string): RegExp {
  let source = '';
  for (const token of pattern.split(/(<name>|\*\*|\*)/)) {
    if (token === '<name>') source += '([^/]+)';
    else if (token === '**') source += '(.*)';
    else if (token === '*') source += '[^/]*';
    else source += token.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

const MATCHERS = PARTS.flatMap((part) =>
  part.files.map((pattern) => ({ part, re: toRegExp(pattern), named: pattern.includes('<name>') })),
);

export function placeOf(path: string): TPlace | undefined {
  for (const { part, re, named } of MATCHERS) {
    const m = re.exec(path);
    if (!m) continue;
    return named ? { part, name: m[1], inside: m[2] } : { part };
  }
  return undefined;
}

/** Why `from` may not import `imp`, or null when it may. */
export function breach(from: TPlace, imp: TImport): string | null {
  const part = from.part;
  if (imp.pkg) {
    const ok = part.packages === 'any' || part.packages.includes(imp.pkg);
    return ok ? null : `${part.id} imports the package ${imp.pkg}`;
  }
  if (!imp.file) return `${imp.specifier} does not resolve: ${imp.unresolved}`;
  const to = placeOf(imp.file);
  if (!to) return `${imp.file} is in no part`;
  for (const allow of part.imports) {
    if (allow.part !== to.part.id) continue;
    if (allow.same && to.name !== from.name) continue;
    if (allow.entry && !allow.entry.includes(to.inside ?? '')) continue;
    if (allow.names && !allow.names.includes(to.name ?? '')) continue;
    return null;
  }
  const where = to.name ? `${to.part.id} ${to.name}` : to.part.id;
  return `${from.name ? `${part.id} ${from.name}` : part.id} imports ${where} (${imp.file})`;
}

/** The rule a violation breaks, to match it against the list that may excuse it. */
export type TRule = 'parts' | 'computed' | 'server-only' | 'face' | 'tables' | 'schema';

export type TFinding = TViolation & { rule: TRule };

const SCHEMA = /^apps\/server\/src\/db\/schema(?:\.ts|\/.+)$/;
/** The database's own plumbing (the schema, the client, the seed) handles every table. */
const DB = 'apps/server/src/db/';
const owners: Record<string, string> = OWNERS;
const sharedReads: Record<string, readonly string[]> = SHARED_READS;

/** Whether `specifier` (of package `pkg`) is on SERVER_ONLY_PACKAGES. */
export function serverOnly(pkg: string, specifier: string): boolean {
  if (BROWSER_ENTRIES.some((e) => specifier === e)) return false;
  return SERVER_ONLY_PACKAGES.some((p) =>
    p.endsWith('*') ? pkg.startsWith(p.slice(0, -1)) : pkg === p,
  );
}

/** A repo file: the only kind of module file that may import db/schema or build SQL. */
export const isRepoFile = (inside: string) =>
  inside.endsWith('repo.ts') || /(^|\/)repo\//.test(inside);

/** The module tables among the names an import of db/schema binds (`*` binds them all). */
function moduleTables(names: readonly string[]): string[] {
  const all = Object.keys(owners).filter((t) => owners[t]?.startsWith('modules/'));
  return names.includes('*') ? all : names.filter((n) => all.includes(n));
}

/** Every import that breaks a rule, tagged with the rule. */
export function findings(imports: readonly TImport[]): TFinding[] {
  const out: TFinding[] = [];
  const push = (imp: TImport, rule: TRule, reason: string) =>
    out.push({
      from: imp.from,
      specifier: imp.specifier,
      to: imp.file ?? imp.pkg ?? '',
      reason,
      rule,
    });
  for (const imp of imports) {
    const at = `${imp.from}:${imp.line}`;
    if (imp.unresolved?.endsWith('is computed')) {
      push(imp, 'computed', `${at}: import(${imp.specifier}) is computed, so it cannot be checked`);
      continue;
    }
    const from = placeOf(imp.from);
    const reason = from ? breach(from, imp) : `${imp.from} is in no part`;
    if (reason) push(imp, 'parts', reason);
    if (imp.pkg && imp.from.startsWith('apps/web/src/') && serverOnly(imp.pkg, imp.specifier)) {
      push(imp, 'server-only', `${at}: browser code imports the server-only ${imp.specifier}`);
    }
    if (
      imp.pkg === 'drizzle-orm' &&
      !imp.typeOnly &&
      from?.part.id === 'server/module' &&
      !isRepoFile(from.inside ?? '')
    ) {
      push(imp, 'schema', `${at}: only repo files (*repo.ts, repo/) build SQL with drizzle-orm`);
    }
    if (!from || !imp.file) continue;
    const to = placeOf(imp.file);
    // A module's face is what it wrote: passing another module's names on makes a caller
    // depend on that module without saying so, and widens this face with every change there.
    if (
      from.part.id === 'server/module' &&
      to?.part.id === 'server/module' &&
      to.name !== from.name &&
      imp.reexports.length > 0
    ) {
      const names = imp.reexports.join(', ');
      push(imp, 'face', `${at}: module ${from.name} passes on ${to.name}'s ${names} as its own`);
    }
    if (!SCHEMA.test(imp.file)) continue;
    if (from.part.id === 'server/infrastructure' && !imp.from.startsWith(DB)) {
      const folder = imp.from.slice('apps/server/src/'.length).split('/')[0] ?? '';
      const read = moduleTables(imp.names).filter((t) => !sharedReads[folder]?.includes(t));
      if (read.length > 0) {
        const whose = read.map((t) => `${t} (${owners[t]})`).join(', ');
        push(imp, 'tables', `${at}: infrastructure reads module tables: ${whose}`);
      }
    }
    if (from.part.id === 'server/module') {
      const passed = moduleTables(imp.reexports.includes('*') ? ['*'] : imp.reexports);
      if (passed.length > 0) {
        push(imp, 'tables', `${at}: a module file re-exports the tables ${passed.join(', ')}`);
      }
      if (!isRepoFile(from.inside ?? '')) {
        push(imp, 'schema', `${at}: only repo files (*repo.ts, repo/) import db/schema`);
      }
    }
  }
  return out;
}

function excused(v: TFinding): boolean {
  if (v.rule === 'computed') {
    return RUNTIME_IMPORTS.some((r) => r.from === v.from && r.expression === v.specifier);
  }
  if (v.rule === 'schema') return KNOWN_SCHEMA_IMPORTERS.includes(v.from);
  return TEMPORARY.some((t) => t.from === v.from && t.to === v.to);
}

/** The violations no list excuses, and the lists' entries that no longer excuse anything. */
export function judge(imports: readonly TImport[]) {
  const all = findings(imports);
  const has = (rule: TRule, test: (v: TFinding) => boolean) =>
    all.some((v) => v.rule === rule && test(v));
  return {
    broken: all.filter((v) => !excused(v)),
    stale: [
      ...TEMPORARY.filter((t) => !all.some((v) => v.from === t.from && v.to === t.to)).map(
        (t) => `TEMPORARY ${t.from} → ${t.to}`,
      ),
      ...RUNTIME_IMPORTS.filter(
        (r) => !has('computed', (v) => v.from === r.from && v.specifier === r.expression),
      ).map((r) => `RUNTIME_IMPORTS ${r.from}: ${r.expression}`),
      ...KNOWN_SCHEMA_IMPORTERS.filter((f) => !has('schema', (v) => v.from === f)).map(
        (f) => `KNOWN_SCHEMA_IMPORTERS ${f}`,
      ),
    ],
  };
}

/**
 * Import cycles among the files of one module, each as its files (a strongly connected
 * component, sorted). Only imports that run when the file loads count: `import type` is
 * erased, and an import() loads when called, after every file has loaded (a job registry that
 * loads its handlers lazily, as Documenso's does, is no cycle). In a cycle no file can be loaded, read or tested without the others, and which
 * runs first depends on who happens to be imported first.
 */
export function fileCycles(imports: readonly TImport[]): string[][] {
  const edges = new Map<string, string[]>();
  for (const imp of imports) {
    if (imp.typeOnly || imp.lazy || !imp.file || imp.file === imp.from) continue;
    const from = placeOf(imp.from);
    const to = placeOf(imp.file);
    if (from?.part.id !== 'server/module' || to?.part.id !== 'server/module') continue;
    if (from.name !== to.name) continue;
    edges.set(imp.from, [...(edges.get(imp.from) ?? []), imp.file]);
  }
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) as number);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) out.push(component.sort());
  };
  for (const v of [...edges.keys()].sort()) if (!index.has(v)) visit(v);
  return out.sort((a, b) => (a[0] as string).localeCompare(b[0] as string));
}

/** The cycles not wholly on KNOWN_CYCLES, and the list's files that are in no cycle. */
export function judgeCycles(imports: readonly TImport[]) {
  const cycles = fileCycles(imports);
  const inCycles = new Set(cycles.flat());
  return {
    broken: cycles.filter((c) => !c.every((f) => KNOWN_CYCLES.includes(f))),
    stale: KNOWN_CYCLES.filter((f) => !inCycles.has(f)),
  };
}

/**
 * Modules that reach each other, each cycle once as `a → b → a`. A module may call another's
 * service, but only one way: when two modules need each other, neither can be read, tested or
 * changed alone (decisions/017: the owner exposes what the other needs).
 */
export function moduleCycles(imports: readonly TImport[]): string[] {
  const edges = new Map<string, Set<string>>();
  for (const imp of imports) {
    const from = placeOf(imp.from);
    const to = imp.file ? placeOf(imp.file) : undefined;
    if (from?.part.id !== 'server/module' || to?.part.id !== 'server/module') continue;
    if (!from.name || !to.name || from.name === to.name) continue;
    edges.set(from.name, (edges.get(from.name) ?? new Set()).add(to.name));
  }
  const cycles = new Set<string>();
  const walk = (path: string[]) => {
    const last = path[path.length - 1] as string;
    const first = path[0] as string;
    for (const next of [...(edges.get(last) ?? [])].sort()) {
      // Each cycle is found from its alphabetically first module, so once.
      if (next < first) continue;
      const at = path.indexOf(next);
      if (at === -1) walk([...path, next]);
      else if (at === 0) cycles.add([...path, next].join(' → '));
    }
  };
  for (const start of [...edges.keys()].sort()) walk([start]);
  return [...cycles];
}
