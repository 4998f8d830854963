// Every import of every source file, resolved to what it names: a repository file (whatever the
// specifier's text looks like) or a package. Read by architecture.test.ts against parts.ts.
// oxc-parser reads TypeScript and JSX natively (tsc 7 has no JS API) and lists a module's static
// imports, re-exports and import() calls, `import type` included.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'oxc-parser';
import { SOURCE_ROOTS } from './parts.ts';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIP = new Set(['node_modules', 'dist', 'dist-ssr', 'test-results', 'coverage']);
/** What a specifier without an extension (or a folder) may stand for, in the bundlers' order. */
const TRY = ['', '.ts', '.tsx', '.mts', '.js', '.mjs', '/index.ts', '/index.tsx', '/index.js'];

export type TImport = {
  /** Repository path of the importing file, with `/`. */
  from: string;
  specifier: string;
  /** Repository path of the file imported, when it is in the repository. */
  file?: string;
  /** The package's name (`zod`, `@fastify/static`, `node:fs`), when it is a package. */
  pkg?: string;
  /** Why neither could be told (a relative path that names no file, a computed import()). */
  unresolved?: string;
};

/** Every source file under the roots, as repository paths. */
export function sourceFiles(root: string, roots: readonly string[] = SOURCE_ROOTS): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) out.push(toRepo(root, path));
    }
  };
  for (const r of roots) walk(join(root, r));
  return out.sort();
}

function toRepo(root: string, path: string): string {
  return relative(root, path).split(sep).join('/');
}

/** `@thinkbuild/<x>` → the workspace's folder and its package.json `exports` (source files). */
type TWorkspace = { dir: string; exports: Record<string, string> };

function workspaces(root: string): Map<string, TWorkspace> {
  const map = new Map<string, TWorkspace>();
  const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const dir of rootPkg.workspaces as string[]) {
    const file = join(root, dir, 'package.json');
    if (!existsSync(file)) continue;
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    const exports = typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {});
    map.set(pkg.name, { dir, exports });
  }
  return map;
}

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

const BUILTINS = new Set(builtinModules);

export function createResolver(root: string) {
  const spaces = workspaces(root);
  const isFile = (path: string) => existsSync(path) && statSync(path).isFile();
  const findFile = (base: string): string | undefined => {
    for (const suffix of TRY) if (isFile(base + suffix)) return toRepo(root, base + suffix);
    // TypeScript lets `./x.js` name ./x.ts (and .jsx, .mjs their TypeScript twins).
    const twin = base.replace(/\.(m?)js(x?)$/, '.$1ts$2');
    return twin !== base && isFile(twin) ? toRepo(root, twin) : undefined;
  };

  return function resolveImport(from: string, specifier: string): Omit<TImport, 'from'> {
    // Vite's query suffixes (`?raw`, `?url`) name the same file.
    const bare = specifier.replace(/\?.*$/, '');
    if (bare.startsWith('.') || bare.startsWith('/')) {
      const base = bare.startsWith('/') ? join(root, bare) : resolve(root, dirname(from), bare);
      const file = findFile(base);
      return file ? { specifier, file } : { specifier, unresolved: `${specifier} names no file` };
    }
    if (bare.startsWith('node:')) return { specifier, pkg: bare };
    const name = packageName(bare);
    if (BUILTINS.has(name)) return { specifier, pkg: `node:${name}` };
    const space = spaces.get(name);
    if (!space) return { specifier, pkg: name };
    // A workspace package is its source: the file its `exports` entry points at.
    const sub = `.${bare.slice(name.length)}`;
    for (const [key, target] of Object.entries(space.exports)) {
      const star = key.indexOf('*');
      const path =
        star === -1
          ? key === sub && target
          : sub.startsWith(key.slice(0, star)) &&
            sub.endsWith(key.slice(star + 1)) &&
            target.replace('*', sub.slice(star, sub.length - (key.length - star - 1)));
      if (path) {
        const file = findFile(join(root, space.dir, path));
        if (file) return { specifier, file };
      }
    }
    // Nothing exported there (`@thinkbuild/server` has no exports): the import still names that
    // workspace, so it counts as an import of its package.json, a file of that part.
    return { specifier, file: findFile(join(root, space.dir, sub)) ?? `${space.dir}/package.json` };
  };
}

/** The specifiers a source file imports: import, import type, export … from, import(). */
export function specifiersOf(file: string, text: string): string[] {
  const result = parseSync(file, text, { sourceType: 'module' });
  if (result.errors.length > 0) {
    throw new Error(`${file} does not parse: ${result.errors[0]?.message}`);
  }
  const mod = result.module;
  const out = mod.staticImports.map((i) => i.moduleRequest.value);
  for (const e of mod.staticExports) {
    for (const entry of e.entries) if (entry.moduleRequest) out.push(entry.moduleRequest.value);
  }
  for (const d of mod.dynamicImports) {
    const arg = text.slice(d.moduleRequest.start, d.moduleRequest.end);
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(arg);
    // A computed import() cannot be checked; the caller reports it.
    out.push(literal?.[2] ?? `<computed ${arg}>`);
  }
  // `typeof import('./x.ts')` in a type position is an import too (oxc lists it with no module
  // record); the text is cheap to scan because only these few files contain it.
  for (const m of text.matchAll(/\bimport\(\s*(['"])([^'"]+)\1\s*\)\s*[.<]/g)) {
    if (m[2] && !out.includes(m[2])) out.push(m[2]);
  }
  return [...new Set(out)];
}

/** Every import of every source file under root, resolved. */
export function collectImports(root: string, files = sourceFiles(root)): TImport[] {
  const resolveImport = createResolver(root);
  const out: TImport[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    for (const specifier of specifiersOf(from, text)) {
      if (specifier.startsWith('<computed')) {
        out.push({ from, specifier, unresolved: `import(${specifier}) is computed` });
      } else {
        out.push({ from, ...resolveImport(from, specifier) });
      }
    }
  }
  return out;
}
