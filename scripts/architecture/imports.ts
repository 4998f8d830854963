// Every import of every source file, resolved to what it names: a repository file (whatever the
// specifier's text looks like) or a package. Read by architecture.test.ts against parts.ts.
// oxc-parser reads TypeScript and JSX natively (tsc 7 has no JS API) and lists a module's static
// imports, re-exports and import() calls, `import type` included; its syntax tree gives the rest
// (a type-position import('…') and import.meta.glob).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, posix, relative, resolve, sep } from 'node:path';
import { type Node, parseSync, Visitor } from 'oxc-parser';
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
  /** 1-based line of the import in `from`. */
  line: number;
  /** The names it binds (`*` for a namespace, `export *` or import(); `default`). */
  names: string[];
  /** The names `from` exports again from it. */
  reexports: string[];
  /** Only types cross: erased at build time. */
  typeOnly: boolean;
  /** Only by import(): loaded when called, not when the file loads. */
  lazy?: true;
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

  return function resolveImport(
    from: string,
    specifier: string,
  ): Pick<TImport, 'specifier' | 'file' | 'pkg' | 'unresolved'> {
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

/** One import as the file writes it, before it is resolved. */
export type TSpecifier = {
  specifier: string;
  /** 1-based line of its first occurrence in the file. */
  line: number;
  /** The names it binds (`*` for a namespace or `export *`, `default`); none for `import 'x'`. */
  names: string[];
  /**
   * The names the file exports again from it (`export … from`, or imported then exported), as
   * that module names them; `*` for `export *`.
   */
  reexports: string[];
  /** Every binding is a type (`import type`, `export type`, `typeof import('…')`). */
  typeOnly: boolean;
  /** An `import.meta.glob` pattern, to be matched against files rather than resolved. */
  glob?: true;
  /** A computed import(): the expression, which no check can read. */
  computed?: true;
  /** Only by import(). */
  lazy?: true;
};

const lineAt = (text: string, offset: number) => {
  let line = 1;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
};

/** The string literals of an `import.meta.glob(…)` first argument (a string or an array). */
function globPatterns(arg: Node | undefined): string[] | undefined {
  if (arg?.type === 'Literal' && typeof arg.value === 'string') return [arg.value];
  if (arg?.type !== 'ArrayExpression') return undefined;
  const out: string[] = [];
  for (const el of arg.elements) {
    if (el?.type !== 'Literal' || typeof el.value !== 'string') return undefined;
    out.push(el.value);
  }
  return out;
}

/**
 * What a source file imports: import, import type, export … from, import(), a type-position
 * `import('…')` and `import.meta.glob`, each specifier once (its bindings merged).
 */
export function specifiersOf(file: string, text: string): TSpecifier[] {
  const result = parseSync(file, text, { sourceType: 'module' });
  if (result.errors.length > 0) {
    throw new Error(`${file} does not parse: ${result.errors[0]?.message}`);
  }
  const bySpecifier = new Map<string, TSpecifier>();
  const add = (
    specifier: string,
    at: number,
    more: Partial<Omit<TSpecifier, 'specifier' | 'line'>> & { typeOnly: boolean },
  ) => {
    const known = bySpecifier.get(specifier);
    if (!known) {
      bySpecifier.set(specifier, {
        specifier,
        line: lineAt(text, at),
        names: [...(more.names ?? [])],
        reexports: [...(more.reexports ?? [])],
        typeOnly: more.typeOnly,
        ...(more.glob ? { glob: true as const } : {}),
        ...(more.computed ? { computed: true as const } : {}),
        ...(more.lazy ? { lazy: true as const } : {}),
      });
      return;
    }
    for (const n of more.names ?? []) if (!known.names.includes(n)) known.names.push(n);
    for (const n of more.reexports ?? []) if (!known.reexports.includes(n)) known.reexports.push(n);
    // Lazy when every occurrence that brings a value is an import().
    if (more.lazy && known.typeOnly) known.lazy = true;
    else if (!more.lazy && !more.typeOnly) delete known.lazy;
    known.typeOnly &&= more.typeOnly;
  };
  const mod = result.module;
  for (const i of mod.staticImports) {
    const names = i.entries.map((e) =>
      e.importName.kind === 'NamespaceObject'
        ? '*'
        : e.importName.kind === 'Default'
          ? 'default'
          : (e.importName.name ?? ''),
    );
    // `import 'x'` runs the module: a value import with no names.
    const typeOnly = i.entries.length > 0 && i.entries.every((e) => e.isType);
    add(i.moduleRequest.value, i.start, { names, typeOnly });
  }
  for (const e of mod.staticExports) {
    for (const entry of e.entries) {
      if (!entry.moduleRequest) continue;
      const name = entry.importName.kind === 'Name' ? (entry.importName.name ?? '') : '*';
      add(entry.moduleRequest.value, entry.start, {
        names: [name],
        reexports: [name],
        typeOnly: entry.isType,
      });
    }
  }
  for (const d of mod.dynamicImports) {
    const arg = text.slice(d.moduleRequest.start, d.moduleRequest.end);
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(arg);
    if (literal?.[2] !== undefined)
      add(literal[2], d.start, { names: ['*'], typeOnly: false, lazy: true });
    else add(arg, d.start, { names: ['*'], typeOnly: false, computed: true, lazy: true });
  }
  // Type-position `import('…')` and `import.meta.glob` are in the syntax tree only: walk it for
  // the files that can contain them.
  if (/\bimport\s*\(|import\.meta\.glob/.test(text)) {
    new Visitor({
      TSImportType(node) {
        add(node.source.value, node.start, { names: ['*'], typeOnly: true });
      },
      CallExpression(node) {
        const callee = node.callee;
        if (
          callee.type !== 'MemberExpression' ||
          callee.object.type !== 'MetaProperty' ||
          callee.object.meta.name !== 'import' ||
          callee.property.type !== 'Identifier' ||
          callee.property.name !== 'glob'
        ) {
          return;
        }
        const patterns = globPatterns(node.arguments[0] as Node | undefined);
        if (!patterns) {
          const arg = node.arguments[0];
          add(arg ? text.slice(arg.start, arg.end) : '', node.start, {
            names: ['*'],
            typeOnly: false,
            computed: true,
          });
          return;
        }
        for (const p of patterns) add(p, node.start, { names: ['*'], typeOnly: false, glob: true });
      },
    }).visit(result.program);
  }
  return [...bySpecifier.values()];
}

/** A glob (`*`, `**`, `?`, `{a,b}`) as a regular expression over repository paths. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] as string;
    if (c === '*' && glob[i + 1] === '*') {
      source += glob[i + 2] === '/' ? '(?:.*/)?' : '.*';
      i += glob[i + 2] === '/' ? 2 : 1;
    } else if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '{') source += '(?:';
    else if (c === '}') source += ')';
    else if (c === ',' && glob.lastIndexOf('{', i) > glob.lastIndexOf('}', i)) source += '|';
    else source += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

/**
 * The repository files an `import.meta.glob` pattern names, resolved against the importing
 * file's folder as Vite does (a leading `/` is the web app's root); `!` patterns subtract.
 */
function globFiles(root: string, from: string, patterns: readonly string[]): string[] {
  const absolute = (p: string) =>
    p.startsWith('/')
      ? posix.join(from.split('/').slice(0, 2).join('/'), p)
      : posix.normalize(posix.join(posix.dirname(from), p));
  const include = patterns.filter((p) => !p.startsWith('!')).map(absolute);
  const exclude = patterns.filter((p) => p.startsWith('!')).map((p) => absolute(p.slice(1)));
  const out = new Set<string>();
  for (const pattern of include) {
    const base = pattern
      .split('/')
      .filter((_, i, all) => !/[*?{]/.test(all.slice(0, i + 1).join('/')));
    const re = globToRegExp(pattern);
    const skip = exclude.map(globToRegExp);
    for (const file of sourceFiles(root, [base.join('/')])) {
      if (re.test(file) && !skip.some((s) => s.test(file))) out.add(file);
    }
  }
  return [...out].sort();
}

/** Every import of every source file under root, resolved. */
export function collectImports(root: string, files = sourceFiles(root)): TImport[] {
  const resolveImport = createResolver(root);
  const out: TImport[] = [];
  for (const from of files) {
    const text = readFileSync(join(root, from), 'utf8');
    const specifiers = specifiersOf(from, text);
    const globs = specifiers.filter((s) => s.glob);
    for (const s of specifiers) {
      const { specifier, glob, computed, ...rest } = s;
      if (computed) {
        out.push({ from, specifier, ...rest, unresolved: `import(${specifier}) is computed` });
      } else if (glob) {
        if (specifier.startsWith('!')) continue;
        // One import per file the pattern names, the `!` patterns of the same call applied.
        const patterns = [
          specifier,
          ...globs.filter((g) => g.specifier.startsWith('!')).map((g) => g.specifier),
        ];
        for (const file of globFiles(root, from, patterns))
          out.push({ from, specifier, ...rest, file });
      } else {
        out.push({ from, ...rest, ...resolveImport(from, specifier) });
      }
    }
  }
  return out;
}
