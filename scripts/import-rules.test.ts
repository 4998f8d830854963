// The import direction (docs/development.md) is only as real as biome.json makes it. Biome
// replaces a rule's options with those of the last matching override, so a broken override order
// silently lets every violation pass. This test lints deliberate violations (and allowed imports)
// with the project's own biome.json, in a throwaway copy of the layout outside the tree.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const biome = join(root, 'node_modules', '.bin', 'biome');

const FEATURE = 'A feature imports only itself';
const SHARED = 'ui/ and lib/ are shared';
const CORE = 'core is runtime-neutral';
const NO_SERVER = 'never import the server';
const MODULE = 'only through its service.ts';
const INFRA = 'Infrastructure';

/** [file, import specifier, expected message part, or null when the import is allowed]. */
const CASES: [string, string, string | null][] = [
  ['apps/web/src/features/blog/routes/to-feature.tsx', '../../admin/api/get-posts.ts', FEATURE],
  ['apps/web/src/features/blog/components/to-app.tsx', '../../../app/routes.tsx', FEATURE],
  ['apps/web/src/features/blog/api/to-server.ts', '@thinkbuild/server', NO_SERVER],
  ['apps/web/src/features/blog/routes/to-ui.tsx', '../../../ui/button.tsx', null],
  ['apps/web/src/features/blog/routes/to-lib.tsx', '../../../lib/api-client.ts', null],
  ['apps/web/src/features/blog/routes/to-own.tsx', '../components/post-card.tsx', null],
  ['apps/web/src/features/blog/routes/to-core.tsx', '@thinkbuild/core', null],
  ['apps/web/src/lib/to-feature.ts', '../features/blog/api/get-posts.ts', SHARED],
  ['apps/web/src/ui/to-feature.tsx', '../features/admin/components/editor.tsx', SHARED],
  ['apps/web/src/ui/to-app.tsx', '../app/layout.tsx', SHARED],
  ['apps/web/src/lib/to-server.ts', '@thinkbuild/server', NO_SERVER],
  ['apps/web/src/app/to-server.tsx', '@thinkbuild/server', NO_SERVER],
  ['apps/web/src/app/to-feature.tsx', '../features/blog/routes/blog-page.tsx', null],
  ['packages/core/src/to-fs.ts', 'node:fs', CORE],
  ['packages/core/src/to-react.ts', 'react', CORE],
  ['packages/core/src/to-drizzle.ts', 'drizzle-orm', CORE],
  ['packages/core/src/to-server.ts', '@thinkbuild/server', CORE],
  ['packages/core/src/to-zod.ts', 'zod', null],
  ['apps/server/src/modules/billing/to-repo.ts', '../auth/repo.ts', MODULE],
  ['apps/server/src/modules/billing/to-routes.ts', '../auth/routes.ts', MODULE],
  ['apps/server/src/modules/billing/to-long-path.ts', '../../modules/auth/repo.ts', MODULE],
  ['apps/server/src/modules/billing/to-service.ts', '../auth/service.ts', null],
  ['apps/server/src/modules/billing/to-own.ts', './repo.ts', null],
  ['apps/server/src/modules/billing/to-db.ts', '../../db/client.ts', null],
  ['apps/server/src/modules/billing/to-http.ts', '../../http/guards.ts', null],
  // modules/index.ts (every module's plugin, in order) sits in modules/ and reaches in freely.
  ['apps/server/src/modules/to-routes.ts', './auth/routes.ts', null],
  ['apps/server/src/modules/to-repo.ts', './catalog/repo.ts', null],
  ['apps/server/src/http/to-module.ts', '../modules/auth/service.ts', INFRA],
  ['apps/server/src/db/to-module.ts', '../modules/catalog/repo.ts', INFRA],
  ['apps/server/src/storage/to-module.ts', '../modules/admin/videos-service.ts', INFRA],
  ['apps/server/src/payments/sandbox/to-module.ts', '../../modules/billing/service.ts', INFRA],
  ['apps/server/src/mail/to-module.ts', '../modules/auth/auth.ts', INFRA],
  ['apps/server/src/media/to-module.ts', '../modules/learning/service.ts', INFRA],
  ['apps/server/src/jobs/to-module.ts', '../modules/billing/service.ts', INFRA],
  ['apps/server/src/http/to-db.ts', '../db/client.ts', null],
];

type TDiagnostic = { category: string; message: string; location: { path: string } };

let dir: string;
let found: Map<string, string[]>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-rules-'));
  const config = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8'));
  // The copy is not a git checkout; the overrides (what is tested) stay exactly as they are.
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(dir, 'biome.json'), JSON.stringify(config));
  for (const [file, specifier] of CASES) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), `import { x } from '${specifier}';\n\nexport const y = x;\n`);
  }
  const out = runBiome(dir);
  const report = JSON.parse(out) as { diagnostics: TDiagnostic[] };
  found = new Map();
  for (const d of report.diagnostics) {
    if (d.category !== 'lint/style/noRestrictedImports') continue;
    const path = d.location.path.replaceAll('\\', '/');
    found.set(path, [...(found.get(path) ?? []), d.message]);
  }
}, 30_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Biome exits non-zero when it reports errors; the JSON report is on stdout either way. */
function runBiome(cwd: string): string {
  try {
    return execFileSync(biome, ['lint', '--reporter=json', '--max-diagnostics=none', '.'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const out = (error as { stdout?: string }).stdout;
    if (!out) throw error;
    return out;
  }
}

describe('biome.json import rules', () => {
  it.each(CASES.filter(([, , expected]) => expected !== null))(
    '%s importing %s fails lint',
    (file, _specifier, expected) => {
      const messages = found.get(file) ?? [];
      expect(messages).toHaveLength(1);
      expect(messages[0]).toContain(expected);
    },
  );

  it.each(CASES.filter(([, , expected]) => expected === null))('%s importing %s passes', (file) => {
    expect(found.get(file) ?? []).toEqual([]);
  });
});
