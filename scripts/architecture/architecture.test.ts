// The architecture is a test: every import of every source file, resolved to the file it names,
// must be allowed by scripts/architecture/parts.ts; probes in a throwaway copy of the layout
// prove that each rule still refuses what it should; docs/development.md shows parts.ts and
// layout.ts as they are, and module-faces.txt lists each module's face as it is.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS, layoutGaps, renderLayout, withParts } from './docs.ts';
import { FACES, moduleFaces, renderFaces } from './faces.ts';
import { collectImports, sourceFiles } from './imports.ts';
import { PARTS, type TPartId } from './parts.ts';
import {
  fileCycles,
  findings,
  judge,
  judgeCycles,
  moduleCycles,
  placeOf,
  type TRule,
  type TViolation,
} from './rules.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

describe('the repository', () => {
  const files = sourceFiles(root);
  const imports = collectImports(root, files);

  it('has every source file in a part', () => {
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((f) => !placeOf(f))).toEqual([]);
  });

  it('imports only what parts.ts allows', () => {
    const { broken } = judge(imports);
    expect(broken.map((v) => `${v.from}: ${v.reason}`)).toEqual([]);
  });

  it('has no stale entry on TEMPORARY, RUNTIME_IMPORTS or KNOWN_SCHEMA_IMPORTERS', () => {
    expect(judge(imports).stale).toEqual([]);
  });

  it('has no import cycle inside a module but those on KNOWN_CYCLES', () => {
    expect(judgeCycles(imports).broken.map((c) => c.join(' → '))).toEqual([]);
  });

  it('has no file on KNOWN_CYCLES that is no longer in a cycle', () => {
    expect(judgeCycles(imports).stale).toEqual([]);
  });

  it('has no two server modules that import each other, directly or round a loop', () => {
    expect(moduleCycles(imports)).toEqual([]);
  });
});

describe('the module cycle check, on a throwaway layout', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'architecture-cycles-'));
    mkdirSync(join(dir, 'apps/server'), { recursive: true });
    copyFileSync(join(root, 'package.json'), join(dir, 'package.json'));
    const files: Record<string, string> = {
      // alpha ⇄ beta directly; gamma → delta → epsilon → gamma round a loop; zeta → alpha only.
      'apps/server/src/modules/alpha/service.ts': "export { x } from '../beta/service.ts';\n",
      'apps/server/src/modules/beta/service.ts': 'export const x = 1;\n',
      'apps/server/src/modules/beta/repo.ts': "import '../alpha/service.ts';\n",
      'apps/server/src/modules/gamma/service.ts': "import '../delta/service.ts';\n",
      'apps/server/src/modules/delta/service.ts': "import '../epsilon/index.ts';\n",
      'apps/server/src/modules/epsilon/index.ts': "import type {} from '../gamma/service.ts';\n",
      'apps/server/src/modules/zeta/service.ts': "import '../alpha/service.ts';\n",
    };
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    }
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('names each cycle once and leaves one-way imports be', () => {
    expect(moduleCycles(collectImports(dir, sourceFiles(dir, ['apps/server'])))).toEqual([
      'alpha → beta → alpha',
      'delta → epsilon → gamma → delta',
    ]);
  });
});

describe('docs/development.md', () => {
  it('shows parts.ts and layout.ts as they are (npm run docs:parts rewrites it)', () => {
    const docs = readFileSync(DOCS, 'utf8');
    expect(docs).toBe(withParts(docs));
  });

  it('describes every folder of apps/web/src, apps/server/src and its modules, and no gone path', () => {
    expect(layoutGaps(root)).toEqual({ undescribed: [], missing: [] });
  });

  it('finds a new folder left undescribed and a described folder that is gone', () => {
    const dir = layout('architecture-layout-', {
      'apps/web/src/app/main.tsx': '',
      'apps/web/src/widgets/w.ts': '',
      'apps/server/src/modules/alpha/index.ts': '',
    });
    try {
      const entries = [
        { path: 'apps/web', about: 'web', children: [{ path: 'src/app', about: 'app' }] },
        { path: 'apps/server/src/modules', about: 'modules' },
        { path: 'apps/server/src/gone', about: 'a folder since removed' },
      ];
      expect(layoutGaps(dir, entries)).toEqual({
        undescribed: ['apps/server/src/modules/alpha', 'apps/web/src/widgets'],
        missing: ['apps/server/src/gone'],
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('wraps a description under its column and nests children', () => {
    const words = (n: number) => Array(n).fill('word').join(' ');
    const entries = [
      { path: 'apps/web', about: words(30), children: [{ path: 'src/a-long-name', about: 'x' }] },
    ];
    expect(renderLayout(entries).split('\n').slice(2, -2)).toEqual([
      `apps/web        ${words(16)}`,
      `                ${words(14)}`,
      '  src/a-long-name  x',
    ]);
  });
});

describe('module faces', () => {
  it('are as module-faces.txt lists them (npm run docs:parts rewrites it; review what widened)', () => {
    expect(readFileSync(FACES, 'utf8')).toBe(renderFaces(root));
  });

  it('list what the entries export, through export * and types, and only the entries', () => {
    const dir = layout('architecture-faces-', {
      'apps/server/src/modules/alpha/index.ts': 'export const alphaModule = 1;\n',
      'apps/server/src/modules/alpha/service.ts':
        "export * from './inner.ts';\nexport function a() {}\nexport type T = 1;\n",
      'apps/server/src/modules/alpha/inner.ts':
        "export const b = 1;\nexport default 2;\nexport type { U } from './types.ts';\n",
      'apps/server/src/modules/alpha/types.ts': 'export type U = 1;\n',
      'apps/server/src/modules/alpha/repo.ts': 'export const hidden = 1;\n',
      'apps/server/src/modules/beta/index.ts': 'export default 1;\n',
    });
    try {
      expect(moduleFaces(dir)).toEqual({
        alpha: { 'index.ts': ['alphaModule'], 'service.ts': ['a', 'b', 'type T', 'type U'] },
        beta: { 'index.ts': ['default'] },
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/**
 * [importing file, specifier, allowed]. The first group are leaks measured to pass the old
 * text-matching lint; then, per pair of parts, imports that must pass and imports that must fail.
 */
const PROBES: [string, string, boolean][] = [
  // Leaks the text-based rules let through.
  [
    'apps/web/src/features/blog/api/leak-schema.ts',
    '../../../../../server/src/db/schema.ts',
    false,
  ],
  ['apps/web/src/app/leak-config.tsx', '../../../server/src/config.ts', false],
  ['apps/web/src/features/theme/choose-theme.ts', '../blog/api/get-posts.ts', false],
  ['apps/web/src/features/blog/routes/deep/two-deep.tsx', '../../../admin/api/get-posts.ts', false],
  ['packages/core/src/leak-server.ts', '../../../apps/server/src/config.ts', false],
  ['packages/core/src/leak-web.ts', '../../../apps/web/src/lib/api-client.ts', false],
  ['packages/core/src/leak-auth.ts', 'better-auth', false],
  ['apps/server/src/modules/billing/leak-web.ts', '../../../../web/src/lib/api-client.ts', false],
  // core: its own files and zod, nothing else.
  ['packages/core/src/to-own.ts', './schemas/blog.ts', true],
  ['packages/core/src/to-zod.ts', 'zod', true],
  ['packages/core/src/to-fs.ts', 'node:fs', false],
  ['packages/core/src/to-react.ts', 'react', false],
  ['packages/core/src/to-server-pkg.ts', '@thinkbuild/server', false],
  ['packages/core/src/to-demo.ts', '@thinkbuild/demo/catalog', false],
  ['packages/core/src/to-own.test.ts', './to-own.ts', true],
  ['packages/core/src/to-vitest.test.ts', 'vitest', true],
  ['packages/core/src/to-fs.test.ts', 'node:fs', false],
  ['packages/core/src/to-vitest.ts', 'vitest', false],
  // demo: data over core types.
  ['packages/demo/src/to-core.ts', '@thinkbuild/core', true],
  ['packages/demo/src/to-own.ts', './types.ts', true],
  ['packages/demo/src/to-server.ts', '../../../apps/server/src/db/schema.ts', false],
  ['packages/demo/src/to-drizzle.ts', 'drizzle-orm', false],
  ['packages/demo/src/to-vitest.ts', 'vitest', false],
  ['packages/demo/src/to-own.test.ts', './exercises.ts', true],
  ['packages/demo/src/to-vitest.test.ts', 'vitest', true],
  ['packages/demo/src/to-fs.test.ts', 'node:fs', false],
  // web app/: features, ui, lib, core.
  ['apps/web/src/app/to-feature.tsx', '../features/blog/routes/blog-page.tsx', true],
  ['apps/web/src/app/to-server-js.tsx', '../../../server/src/paths.js', false],
  ['apps/web/src/app/to-ui.tsx', '../ui/button.tsx', true],
  ['apps/web/src/app/to-lib.tsx', '../lib/api-client.ts', true],
  ['apps/web/src/app/to-entity.tsx', '../entities/session/session.ts', true],
  ['apps/web/src/app/to-core.tsx', '@thinkbuild/core', true],
  ['apps/web/src/app/to-server-pkg.tsx', '@thinkbuild/server', false],
  ['apps/web/src/app/to-entry.tsx', '../prerender/page.ts', false],
  ['apps/web/src/app/to-demo.tsx', '@thinkbuild/demo/catalog', false],
  // A feature: itself (any depth, files at its root too), ui, lib, core.
  ['apps/web/src/features/blog/routes/to-own.tsx', '../components/post-card.tsx', true],
  ['apps/web/src/features/blog/routes/to-own-root.tsx', '../blog-utils.ts', true],
  ['apps/web/src/features/theme/to-own-folder.ts', './components/theme-toggle.tsx', true],
  ['apps/web/src/features/blog/routes/to-ui.tsx', '../../../ui/button.tsx', true],
  ['apps/web/src/features/blog/routes/to-lib.tsx', '../../../lib/api-client.ts', true],
  ['apps/web/src/features/blog/routes/to-entity.tsx', '../../../entities/session/session.ts', true],
  ['apps/web/src/features/blog/routes/to-core.tsx', '@thinkbuild/core/theme', true],
  ['apps/web/src/features/blog/routes/to-feature.tsx', '../../admin/api/get-posts.ts', false],
  ['apps/web/src/features/theme/to-feature-root.ts', '../blog/blog-utils.ts', false],
  ['apps/web/src/features/blog/components/to-app.tsx', '../../../app/routes.tsx', false],
  ['apps/web/src/features/blog/api/to-server-pkg.ts', '@thinkbuild/server', false],
  ['apps/web/src/features/blog/api/to-entry.ts', '../../../prerender/page.ts', false],
  // ui/ and lib/: each other and core; no feature, not app/.
  // A feature's tests: its own files and the shared test helpers; the helpers are no feature's.
  ['apps/web/src/features/blog/routes/blog.test.tsx', '../../../test/render.tsx', true],
  ['apps/web/src/features/blog/routes/other.test.tsx', '../../admin/api/get-posts.ts', false],
  ['apps/web/src/features/blog/routes/to-test.tsx', '../../../test/render.tsx', false],
  ['apps/web/src/test/to-lib.tsx', '../lib/api-client.ts', true],
  ['apps/web/src/test/to-feature.tsx', '../features/blog/api/get-posts.ts', false],
  ['apps/web/src/ui/to-lib.tsx', '../lib/api-client.ts', true],
  ['apps/web/src/ui/to-core.tsx', '@thinkbuild/core', true],
  ['apps/web/src/ui/to-feature.tsx', '../features/admin/components/editor.tsx', false],
  ['apps/web/src/ui/to-app.tsx', '../app/layout.tsx', false],
  ['apps/web/src/ui/to-entity.tsx', '../entities/plan/plans.ts', false],
  // web entities: their own files, ui, lib, core, and the one declared entity (device).
  ['apps/web/src/entities/plan/to-own.tsx', './plans.ts', true],
  ['apps/web/src/entities/plan/to-ui.tsx', '../../ui/button.tsx', true],
  ['apps/web/src/entities/plan/to-lib.ts', '../../lib/api-client.ts', true],
  ['apps/web/src/entities/plan/to-core.ts', '@thinkbuild/core/billing', true],
  ['apps/web/src/entities/session/to-device.ts', '../device/outbox/sync.ts', true],
  ['apps/web/src/entities/plan/to-entity.ts', '../session/session.ts', false],
  ['apps/web/src/entities/plan/to-feature.ts', '../../features/blog/api/get-posts.ts', false],
  ['apps/web/src/entities/plan/to-app.ts', '../../app/routes.tsx', false],
  ['apps/web/src/entities/plan/to-test.ts', '../../test/render.tsx', false],
  ['apps/web/src/ui/to-server.tsx', '../../../server/src/lib/escape-html.ts', false],
  ['apps/web/src/lib/to-ui.ts', '../ui/button.tsx', false],
  ['apps/web/src/lib/to-entity.ts', '../entities/session/session.ts', false],
  ['apps/web/src/lib/to-own.ts', './api-client.ts', true],
  ['apps/web/src/lib/to-feature.ts', '../features/blog/api/get-posts.ts', false],
  ['apps/web/src/lib/to-app.ts', '../app/routes.tsx', false],
  ['apps/web/src/lib/to-server-pkg.ts', '@thinkbuild/server', false],
  // The web's entries (main.tsx, prerender/, build files): any web file and core, never server.
  ['apps/web/src/to-app.tsx', './app/routes.tsx', true],
  ['apps/web/src/prerender/to-feature.tsx', '../features/blog/api/get-posts.ts', true],
  ['apps/web/src/prerender/to-server.tsx', '../../../server/src/app.ts', false],
  ['apps/web/to-server.config.ts', '../server/src/config.ts', false],
  // A module: itself, another module's service.ts or index.ts, infrastructure, core.
  ['apps/server/src/modules/billing/to-own.ts', './repo.ts', true],
  ['apps/server/src/modules/billing/to-service.ts', '../auth/service.ts', true],
  ['apps/server/src/modules/billing/to-index.ts', '../auth/index.ts', true],
  ['apps/server/src/modules/billing/to-db.ts', '../../db/client.ts', true],
  ['apps/server/src/modules/billing/to-config.ts', '../../config.ts', true],
  ['apps/server/src/modules/billing/to-core.ts', '@thinkbuild/core', true],
  ['apps/server/src/modules/billing/to-repo.ts', '../auth/repo.ts', false],
  ['apps/server/src/modules/billing/to-routes.ts', '../auth/routes.ts', false],
  ['apps/server/src/modules/billing/to-long-path.ts', '../../modules/auth/repo.ts', false],
  ['apps/server/src/modules/billing/to-deep-service.ts', '../auth/inner/service.ts', false],
  ['apps/server/src/modules/billing/to-module-list.ts', '../index.ts', false],
  ['apps/server/src/modules/billing/to-test.ts', '../../../test/factories.ts', false],
  ['apps/server/src/modules/billing/to-demo.ts', '@thinkbuild/demo/catalog', false],
  // The composition (app.ts, main.ts, cli/, modules/index.ts): modules by their entries.
  ['apps/server/src/cli/to-service.ts', '../modules/auth/service.ts', true],
  ['apps/server/src/cli/to-db.ts', '../db/client.ts', true],
  ['apps/server/src/modules/to-routes.ts', './auth/routes.ts', false],
  ['apps/server/src/modules/to-index.ts', './catalog/index.ts', true],
  ['apps/server/src/modules/to-repo.ts', './catalog/repo.ts', false],
  ['apps/server/src/cli/to-web.ts', '../../../web/src/lib/api-client.ts', false],
  // Infrastructure (every other src/ folder, new ones included): itself and core, no module.
  ['apps/server/src/http/to-db.ts', '../db/client.ts', true],
  ['apps/server/src/http/to-core.ts', '@thinkbuild/core', true],
  ['apps/server/src/db/seed/to-demo.ts', '@thinkbuild/demo/catalog', true],
  ['apps/server/src/http/to-module.ts', '../modules/auth/service.ts', false],
  ['apps/server/src/db/to-module.ts', '../modules/catalog/repo.ts', false],
  ['apps/server/src/payments/sandbox/to-module.ts', '../../modules/billing/service.ts', false],
  ['apps/server/src/jobs/to-module.ts', '../modules/billing/index.ts', false],
  ['apps/server/src/cache/to-module.ts', '../modules/catalog/service.ts', false],
  ['apps/server/src/to-module.ts', './modules/auth/service.ts', false],
  ['apps/server/src/http/to-app.ts', '../app.ts', false],
  ['apps/server/src/http/to-web.ts', '../../../web/src/app/routes.tsx', false],
  ['apps/server/src/http/to-test.ts', '../../test/factories.ts', false],
  // Server tests: anything on the server, core and the demo content; never web source.
  ['apps/server/test/to-repo.test.ts', '../src/modules/billing/repo.ts', true],
  ['apps/server/test/to-app.test.ts', '../src/app.ts', true],
  ['apps/server/test/to-core.test.ts', '@thinkbuild/core', true],
  ['apps/server/test/to-web.test.ts', '../../web/src/lib/api-client.ts', false],
  ['apps/server/to-src.mjs', './src/main.ts', true],
  ['apps/server/to-web.mjs', '../web/src/main.tsx', false],
  // e2e: itself, core and the demo content; it reaches the server over HTTP only.
  ['e2e/to-own.spec.ts', './fixtures.ts', true],
  ['e2e/to-core.spec.ts', '@thinkbuild/core', true],
  ['e2e/to-demo.spec.ts', '@thinkbuild/demo/catalog-web', true],
  ['e2e/to-server.spec.ts', '../apps/server/src/db/seed/seed.ts', false],
  ['e2e/to-web.spec.ts', '../apps/web/src/lib/plans.ts', false],
  // Scripts and benchmarks: may start the server; never web source, never e2e.
  ['bench/to-app.bench.ts', '../apps/server/src/app.ts', true],
  ['bench/to-test.bench.ts', '../apps/server/test/signed-webhook.ts', true],
  ['scripts/to-core.ts', '../packages/core/src/index.ts', true],
  ['bench/to-web.bench.ts', '../apps/web/src/lib/api-client.ts', false],
  ['scripts/to-e2e.ts', '../e2e/fixtures.ts', false],
];

/** Every way of importing is checked: each probe uses the next of these. */
const SYNTAX = [
  (s: string) => `import { x } from '${s}';\n\nexport const y = x;\n`,
  (s: string) => `import type { X } from '${s}';\n\nexport type Y = X;\n`,
  (s: string) => `export { x } from '${s}';\n`,
  (s: string) => `export const load = () => import('${s}');\n`,
  (s: string) => `export * from '${s}';\n`,
  (s: string) => `import '${s}';\n`,
];
const TYPE_ONLY = 1;

/** The file a probe's specifier names, to create in the copy (packages are not files). */
function target(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) {
    // `./x.js` names ./x.ts, as TypeScript reads it: create the TypeScript file.
    return posix.normalize(posix.join(posix.dirname(from), specifier)).replace(/\.js$/, '.ts');
  }
  const m = /^@thinkbuild\/(core|demo)(?:\/(.+))?$/.exec(specifier);
  if (m) return `packages/${m[1]}/src/${m[2] ?? 'index'}.ts`;
  return undefined;
}

describe('probes in a throwaway copy of the layout', () => {
  let dir: string;
  let found: Map<string, TViolation[]>;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'architecture-'));
    // The workspaces' package.json files: how `@thinkbuild/*` resolves to source.
    for (const pkg of ['', 'packages/core/', 'packages/demo/', 'apps/server/', 'apps/web/']) {
      mkdirSync(join(dir, pkg), { recursive: true });
      copyFileSync(join(root, pkg, 'package.json'), join(dir, pkg, 'package.json'));
    }
    const write = (file: string, text: string) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), text);
    };
    for (const [from, specifier] of PROBES) {
      const to = target(from, specifier);
      if (to) write(to, 'export const x = 1;\nexport type X = number;\n');
    }
    PROBES.forEach(([from, specifier], i) => {
      // JavaScript files have no `import type`: they take the next way instead.
      const js = /\.[cm]?js$/.test(from) && i % SYNTAX.length === TYPE_ONLY;
      write(
        from,
        (SYNTAX[(i + (js ? 1 : 0)) % SYNTAX.length] as (typeof SYNTAX)[number])(specifier),
      );
    });
    const probed = PROBES.map(([from]) => from);
    found = new Map();
    // Only the import-direction rule: the other rules have their own probes below.
    for (const v of findings(collectImports(dir, probed))) {
      if (v.rule === 'parts') found.set(v.from, [...(found.get(v.from) ?? []), v]);
    }
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('name each importing file once', () => {
    const froms = PROBES.map(([from]) => from);
    expect(froms.length).toBe(new Set(froms).size);
  });

  it('cover every part with an import it may make and one it may not', () => {
    const missing: string[] = [];
    for (const part of PARTS) {
      const mine = PROBES.filter(([from]) => placeOf(from)?.part.id === part.id);
      if (!mine.some(([, , ok]) => ok)) missing.push(`${part.id}: no allowed probe`);
      if (!mine.some(([, , ok]) => !ok)) missing.push(`${part.id}: no forbidden probe`);
    }
    expect(missing).toEqual([]);
  });

  it.each(PROBES.filter(([, , ok]) => !ok))('%s importing %s fails', (from) => {
    expect(found.get(from) ?? []).toHaveLength(1);
  });

  it.each(PROBES.filter(([, , ok]) => ok))('%s importing %s passes', (from) => {
    expect(found.get(from) ?? []).toEqual([]);
  });
});

/** Writes files into a fresh throwaway folder with the workspaces' package.json files. */
function layout(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const pkg of ['', 'packages/core/', 'packages/demo/', 'apps/server/', 'apps/web/']) {
    mkdirSync(join(dir, pkg), { recursive: true });
    copyFileSync(join(root, pkg, 'package.json'), join(dir, pkg, 'package.json'));
  }
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  return dir;
}

const STUB = 'export const x = 1;\nexport type X = number;\n';

/**
 * The holes an import-direction check alone leaves, and the module rules: [file, its text, the
 * rules it must break (none: it must pass)]. The files they import are in RULE_TARGETS.
 */
const RULE_PROBES: [string, string, TRule[]][] = [
  // A computed import() is reported with its place, never skipped.
  [
    'apps/web/src/features/blog/load-any.ts',
    "const name = 'post';\nexport const load = () => import('./' + name);\n",
    ['computed'],
  ],
  [
    'apps/server/src/http/load-any.ts',
    'export const load = (p: string) => import(p);\n',
    ['computed'],
  ],
  [
    'apps/web/src/app/glob-any.ts',
    'const pages = ["../features/*/routes/*.tsx"];\nexport const m = import.meta.glob(pages);\n',
    ['computed'],
  ],
  [
    'apps/web/src/features/blog/load-own.ts',
    "export const load = () => import('./stub.ts');\n",
    [],
  ],
  // A module's face passes on nothing of another module.
  [
    'apps/server/src/modules/alpha/service.ts',
    "export { x } from '../beta/service.ts';\n",
    ['face'],
  ],
  [
    'apps/server/src/modules/alpha/index.ts',
    "import { x } from '../beta/index.ts';\n\nexport { x };\n",
    ['face'],
  ],
  [
    'apps/server/src/modules/alpha/all-of-beta.ts',
    "export * from '../beta/service.ts';\n",
    ['face'],
  ],
  [
    'apps/server/src/modules/alpha/beta-types.ts',
    "export type { X } from '../beta/service.ts';\n",
    ['face'],
  ],
  [
    'apps/server/src/modules/alpha/beta-repo.ts',
    "export { x } from '../beta/repo.ts';\n",
    ['parts', 'face'],
  ],
  [
    'apps/server/src/modules/alpha/uses-beta.ts',
    "import { x } from '../beta/service.ts';\n\nexport const y = x;\n",
    [],
  ],
  ['apps/server/src/modules/alpha/own-face.ts', "export { x } from './stub.ts';\n", []],
  // Infrastructure reads no module's tables; the database's own folder and shared reads may.
  [
    'apps/server/src/http/reads-lesson.ts',
    "import { lesson } from '../db/schema.ts';\n",
    ['tables'],
  ],
  [
    'apps/server/src/jobs/reads-user.ts',
    "import { user as u } from '../db/schema/auth.ts';\n\nexport const t = u;\n",
    ['tables'],
  ],
  [
    'apps/server/src/viewer/every-table.ts',
    "import * as schema from '../db/schema.ts';\n\nexport const s = schema;\n",
    ['tables'],
  ],
  [
    'apps/server/src/cache/lesson-type.ts',
    "import type { lesson } from '../db/schema.ts';\n\nexport type L = typeof lesson;\n",
    ['tables'],
  ],
  ['apps/server/src/jobs/reads-job.ts', "import { job } from '../db/schema.ts';\n", []],
  ['apps/server/src/viewer/reads-own.ts', "import { user } from '../db/schema.ts';\n", []],
  ['apps/server/src/db/seed/seeds-lesson.ts', "import { lesson } from '../schema.ts';\n", []],
  // A module passes on no table, even from its repo files.
  [
    'apps/server/src/modules/alpha/tables-repo.ts',
    "export { lesson } from '../../db/schema.ts';\n",
    ['tables'],
  ],
  [
    'apps/server/src/modules/alpha/repo/every-table.ts',
    "export * from '../../../db/schema.ts';\n",
    ['tables'],
  ],
  [
    'apps/server/src/modules/alpha/blog-repo.ts',
    "import { blog } from '../../db/schema.ts';\n\nexport { blog as posts };\n",
    ['tables'],
  ],
  [
    'apps/server/src/modules/alpha/types-repo.ts',
    "export type { TStoredCue } from '../../db/schema.ts';\n",
    [],
  ],
  // Only repo files import the schema.
  [
    'apps/server/src/modules/alpha/rules.ts',
    "import { lesson } from '../../db/schema.ts';\n",
    ['schema'],
  ],
  [
    'apps/server/src/modules/alpha/repository.ts',
    "import type { TStoredCue } from '../../db/schema/captions.ts';\n\nexport type C = TStoredCue;\n",
    ['schema'],
  ],
  [
    'apps/server/src/modules/alpha/checkout/flow.ts',
    "export const load = () => import('../../../db/schema.ts');\n",
    ['schema'],
  ],
  ['apps/server/src/modules/alpha/raw-sql.ts', "import { sql } from 'drizzle-orm';\n", ['schema']],
  [
    'apps/server/src/modules/alpha/where.ts',
    "import { and, eq } from 'drizzle-orm/sql/expressions';\n",
    ['schema'],
  ],
  ['apps/server/src/modules/alpha/sql-type.ts', "import type { SQL } from 'drizzle-orm';\n", []],
  ['apps/server/src/modules/alpha/lessons-repo.ts', "import { eq } from 'drizzle-orm';\n", []],
  ['apps/server/src/http/sql.ts', "import { sql } from 'drizzle-orm';\n", []],
  ['apps/server/src/modules/alpha/repo.ts', "import { lesson } from '../../db/schema.ts';\n", []],
  [
    'apps/server/src/modules/alpha/admin-repo.ts',
    "import { blog } from '../../db/schema.ts';\n",
    [],
  ],
  [
    'apps/server/src/modules/alpha/repo/lessons.ts',
    "import { lesson } from '../../../db/schema.ts';\n",
    [],
  ],
  [
    'apps/server/src/modules/alpha/checkout/repo.ts',
    "import { checkout } from '../../../db/schema/billing.ts';\n",
    [],
  ],
  // Browser code imports no server-only package; the web's build files run in Node and may.
  ...(
    [
      'node:fs',
      'fs',
      'drizzle-orm',
      'drizzle-orm/pg-core',
      'pg',
      '@electric-sql/pglite',
      'fastify',
      'fastify-plugin',
      '@fastify/static',
      'better-auth',
      'better-auth/plugins',
      'better-auth/adapters/drizzle',
      'nodemailer',
      '@aws-sdk/client-s3',
      'ioredis',
      'redis',
      'pino',
      'prom-client',
    ] as const
  ).map((pkg, i): [string, string, TRule[]] => [
    `apps/web/src/${['features/auth', 'lib', 'ui', 'app'][i % 4]}/server-${pkg.replace(/\W+/g, '-')}.ts`,
    `import '${pkg}';\n`,
    ['server-only'],
  ]),
  [
    'apps/web/src/features/auth/client.ts',
    "import { createAuthClient } from 'better-auth/react';\n",
    [],
  ],
  [
    'apps/web/src/lib/auth-client.ts',
    "import 'better-auth/client';\nimport 'better-auth/client/plugins';\n",
    [],
  ],
  ['apps/web/src/ui/react.ts', "import 'react';\n", []],
  ['apps/web/vite.config.ts', "import { join } from 'node:path';\n", []],
  ['apps/web/scripts/build-step.mjs', "import { readFile } from 'node:fs/promises';\n", []],
  // A type-position import('…') is an import.
  [
    'apps/server/src/modules/alpha/type-of-repo.ts',
    "type Y = import('../beta/repo.ts').X;\n\nexport type Z = Y;\n",
    ['parts'],
  ],
  [
    'apps/web/src/features/blog/type-of-feature.ts',
    "export type M = typeof import('../admin/stub.ts');\n",
    ['parts'],
  ],
  [
    'apps/web/src/ui/type-of-app.ts',
    "export type M = Array<import('../app/stub.ts').X>;\n",
    ['parts'],
  ],
  ['apps/server/src/modules/alpha/type-of-own.ts', "export type Y = import('./stub.ts').X;\n", []],
  // import.meta.glob names the files its pattern matches, from the file's folder.
  [
    'apps/web/src/features/blog/pages.ts',
    "export const m = import.meta.glob('../admin/routes/*.tsx');\n",
    ['parts', 'parts'],
  ],
  [
    'apps/web/src/lib/every-page.ts',
    "export const m = import.meta.glob(['../features/*/routes/*.tsx', '!../features/*/routes/*.test.tsx']);\n",
    ['parts'],
  ],
  [
    'apps/web/src/ui/deep.ts',
    "export const m = import.meta.glob('../**/editor.tsx', { eager: true });\n",
    ['parts'],
  ],
  [
    'apps/web/src/app/every-page.ts',
    "export const m = import.meta.glob(['../features/*/routes/*.tsx', '!../**/*.test.tsx']);\n",
    [],
  ],
  [
    'apps/web/src/lib/own-glob.ts',
    "export const m = import.meta.glob(['./*.ts', '../features/*/routes/*.tsx', '!../features/**']);\n",
    [],
  ],
];

/** The files RULE_PROBES import, so each resolves. */
const RULE_TARGETS = [
  'apps/web/src/features/blog/stub.ts',
  'apps/web/src/features/admin/stub.ts',
  'apps/web/src/features/admin/routes/editor.tsx',
  'apps/web/src/features/admin/routes/editor.test.tsx',
  'apps/web/src/app/stub.ts',
  'apps/server/src/modules/beta/service.ts',
  'apps/server/src/modules/beta/index.ts',
  'apps/server/src/modules/beta/repo.ts',
  'apps/server/src/modules/alpha/stub.ts',
  'apps/server/src/db/schema.ts',
  'apps/server/src/db/schema/auth.ts',
  'apps/server/src/db/schema/billing.ts',
  'apps/server/src/db/schema/captions.ts',
];

describe('rule probes in a throwaway layout', () => {
  let dir: string;
  let found: Map<string, TRule[]>;
  let reasons: Map<string, string[]>;

  beforeAll(() => {
    dir = layout('architecture-rules-', {
      ...Object.fromEntries(RULE_TARGETS.map((f) => [f, STUB])),
      ...Object.fromEntries(RULE_PROBES.map(([file, text]) => [file, text])),
    });
    found = new Map();
    reasons = new Map();
    for (const f of findings(
      collectImports(
        dir,
        RULE_PROBES.map(([file]) => file),
      ),
    )) {
      found.set(f.from, [...(found.get(f.from) ?? []), f.rule]);
      reasons.set(f.from, [...(reasons.get(f.from) ?? []), f.reason]);
    }
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('name each file once, none a target', () => {
    const files = RULE_PROBES.map(([file]) => file);
    expect(files.length).toBe(new Set(files).size);
    expect(files.filter((f) => RULE_TARGETS.includes(f))).toEqual([]);
  });

  it.each(RULE_PROBES)('%s breaks %j', (file, _text, rules) => {
    expect((found.get(file) ?? []).sort()).toEqual([...rules].sort());
  });

  it('name the file and line of a computed import()', () => {
    expect(reasons.get('apps/web/src/features/blog/load-any.ts')?.[0]).toContain(
      'apps/web/src/features/blog/load-any.ts:2:',
    );
  });

  it('name the files a glob reaches, not the test files it leaves out', () => {
    const imports = collectImports(dir, ['apps/web/src/lib/every-page.ts']);
    expect(imports.map((i) => i.file)).toEqual(['apps/web/src/features/admin/routes/editor.tsx']);
  });
});

describe('the file cycle check, on a throwaway layout', () => {
  let dir: string;
  beforeAll(() => {
    dir = layout('architecture-file-cycles-', {
      // alpha: a → b → c → a, and d → a outside the loop.
      'apps/server/src/modules/alpha/a.ts': "import './b.ts';\n",
      'apps/server/src/modules/alpha/b.ts': "export { x } from './c.ts';\n",
      'apps/server/src/modules/alpha/c.ts': "import * as a from './a.ts';\n\nexport const x = a;\n",
      'apps/server/src/modules/alpha/d.ts': "import './a.ts';\n",
      // beta: x ⇄ y, but y only for a type: erased, so no cycle.
      'apps/server/src/modules/beta/x.ts': "import './y.ts';\n",
      'apps/server/src/modules/beta/y.ts':
        "import type { X } from './x.ts';\n\nexport type Y = X;\n",
      // gamma: a registry loads its handler lazily; the handler needs the registry.
      'apps/server/src/modules/gamma/registry.ts':
        "import './jobs.ts';\nexport const load = () => import('./handler.ts');\n",
      'apps/server/src/modules/gamma/handler.ts': "import './registry.ts';\n",
      // A type and a lazy import of the same file: still nothing loads it with the file.
      'apps/server/src/modules/gamma/jobs.ts':
        "import type { X } from './registry.ts';\nexport const run = () => import('./registry.ts');\n",
      // delta: in a sub-folder and back.
      'apps/server/src/modules/delta/checkout/flow.ts': "import '../service.ts';\n",
      'apps/server/src/modules/delta/service.ts': "export * from './checkout/flow.ts';\n",
      // epsilon ⇄ zeta across modules: the module cycle check's business, not this one's.
      'apps/server/src/modules/epsilon/service.ts': "import '../zeta/service.ts';\n",
      'apps/server/src/modules/zeta/service.ts': "import '../epsilon/service.ts';\n",
    });
  });

  afterAll(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('names the files of each cycle and nothing else', () => {
    const m = 'apps/server/src/modules';
    expect(fileCycles(collectImports(dir, sourceFiles(dir, ['apps/server'])))).toEqual([
      [`${m}/alpha/a.ts`, `${m}/alpha/b.ts`, `${m}/alpha/c.ts`],
      [`${m}/delta/checkout/flow.ts`, `${m}/delta/service.ts`],
    ]);
  });
});

/** The parts the probes are meant to land in, to catch a probe in the wrong place. */
const PROBE_PARTS: Record<string, TPartId> = {
  'packages/core/src/to-own.test.ts': 'core/test',
  'apps/web/src/features/theme/choose-theme.ts': 'web/feature',
  'apps/web/src/entities/plan/to-own.tsx': 'web/entity',
  'apps/web/src/prerender/to-feature.tsx': 'web/entry',
  'apps/server/src/modules/to-routes.ts': 'server/composition',
  'apps/server/src/cache/to-module.ts': 'server/infrastructure',
  'apps/server/src/to-module.ts': 'server/infrastructure',
  'apps/server/to-src.mjs': 'server/build',
  'bench/to-app.bench.ts': 'tooling',
};

describe('parts', () => {
  it.each(Object.entries(PROBE_PARTS))('%s is in %s', (file, part) => {
    expect(placeOf(file)?.part.id).toBe(part);
  });
});
