// Applies parts.ts to resolved imports: which part a file is in, and whether an import is allowed.
import type { TImport } from './imports.ts';
import { PARTS, TEMPORARY, type TPart } from './parts.ts';

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

/** Every import that breaks the rules (computed import()s cannot be checked and are skipped). */
export function violations(imports: readonly TImport[]): TViolation[] {
  const out: TViolation[] = [];
  for (const imp of imports) {
    if (imp.unresolved?.endsWith('is computed')) continue;
    const from = placeOf(imp.from);
    const reason = from ? breach(from, imp) : `${imp.from} is in no part`;
    if (reason) {
      out.push({ from: imp.from, specifier: imp.specifier, to: imp.file ?? imp.pkg ?? '', reason });
    }
  }
  return out;
}

const allowed = (v: TViolation) => TEMPORARY.some((t) => t.from === v.from && t.to === v.to);

/** The violations that are not on the temporary list, and the list's entries that are stale. */
export function judge(imports: readonly TImport[]) {
  const all = violations(imports);
  return {
    broken: all.filter((v) => !allowed(v)),
    stale: TEMPORARY.filter((t) => !all.some((v) => v.from === t.from && v.to === t.to)),
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
