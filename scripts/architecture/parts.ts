// The architecture, as data: the parts of the repository and which parts each may import.
// This is the one description: architecture.test.ts checks every import of every source file
// against it (on the file the import resolves to, not on its text), and `npm run docs:parts`
// writes it into docs/development.md (a test fails when that text is stale).
//
// A file belongs to the first part whose pattern matches its repository path. In a pattern,
// `<name>` is one folder (a feature, a module) and names the file's unit, `*` is one path
// segment's worth of characters and `**` anything. Parts are by folder category, not a list of
// today's folders, so a new feature, module or server folder is covered the day it appears.

export type TPartId =
  | 'core/test'
  | 'core'
  | 'demo/test'
  | 'demo'
  | 'web/app'
  | 'web/feature/test'
  | 'web/feature'
  | 'web/entity'
  | 'web/test'
  | 'web/ui'
  | 'web/lib'
  | 'web/entry'
  | 'server/composition'
  | 'server/module'
  | 'server/infrastructure'
  | 'server/test'
  | 'server/build'
  | 'e2e'
  | 'tooling';

/** One thing a part may import: a whole part, only the same unit, or only some entry files. */
export type TAllow = {
  part: TPartId;
  /** Only files of the importer's own unit (the same feature, the same module). */
  same?: true;
  /** Only these files, by their path inside the unit (`service.ts`, `index.ts`). */
  entry?: readonly string[];
  /** Only these units, by name (the one entity another entity may build on). */
  names?: readonly string[];
};

export type TPart = {
  id: TPartId;
  files: readonly string[];
  /** One line for docs/development.md. */
  about: string;
  imports: readonly TAllow[];
  /** npm packages (and `node:` builtins) it may import: every one, or only these. */
  packages: 'any' | readonly string[];
};

/** Where the source files are: every file under these is in some part. */
export const SOURCE_ROOTS = [
  'apps/web',
  'apps/server',
  'packages/core',
  'packages/demo',
  'e2e',
  'scripts',
  'bench',
] as const;

/** What another module, or the composition, may import from a module: its public face. */
export const MODULE_ENTRY = ['service.ts', 'index.ts'] as const;

/** What the web's app/ builds on. */
const UNDER_APP: TAllow[] = [
  { part: 'web/feature' },
  { part: 'web/entity' },
  { part: 'web/ui' },
  { part: 'web/lib' },
  { part: 'core' },
];

const SERVER_SOURCE: TAllow[] = [
  { part: 'server/composition' },
  { part: 'server/module' },
  { part: 'server/infrastructure' },
];

export const PARTS: readonly TPart[] = [
  {
    id: 'core/test',
    files: ['packages/core/**/*.test.ts'],
    about: "core's unit tests",
    imports: [{ part: 'core' }, { part: 'core/test' }],
    packages: ['zod', 'vitest'],
  },
  {
    id: 'core',
    files: ['packages/core/**'],
    about:
      'zod schemas, constants, messages and pure rules shared by web and server; runtime-neutral',
    imports: [{ part: 'core' }],
    packages: ['zod'],
  },
  {
    id: 'demo/test',
    files: ['packages/demo/**/*.test.ts'],
    about: "the demo content's unit tests (it parses, it fits the catalog)",
    imports: [{ part: 'demo' }, { part: 'core' }],
    packages: ['vitest'],
  },
  {
    id: 'demo',
    files: ['packages/demo/**'],
    about:
      'the demo catalog, blog posts, captions, snippets and exercises (data): seeded by the server, read by e2e',
    imports: [{ part: 'demo' }, { part: 'core' }],
    packages: [],
  },
  {
    id: 'web/app',
    files: ['apps/web/src/app/**'],
    about: 'routes, layout shell, 404, error boundary, styles',
    imports: [{ part: 'web/app' }, ...UNDER_APP],
    packages: 'any',
  },
  {
    id: 'web/feature/test',
    files: [
      'apps/web/src/features/<name>/**/*.test.ts',
      'apps/web/src/features/<name>/**/*.test.tsx',
      'apps/web/src/features/<name>/test/**',
    ],
    about:
      "a feature's component and unit tests and its `test/` helpers: its own files and the shared test helpers",
    imports: [
      { part: 'web/feature/test', same: true },
      { part: 'web/feature', same: true },
      { part: 'web/test' },
      { part: 'web/entity' },
      { part: 'web/ui' },
      { part: 'web/lib' },
      { part: 'core' },
    ],
    packages: 'any',
  },
  {
    id: 'web/feature',
    files: ['apps/web/src/features/<name>/**'],
    about: 'one folder per feature (routes/, components/, api/, files at its root)',
    imports: [
      { part: 'web/feature', same: true },
      { part: 'web/entity' },
      { part: 'web/ui' },
      { part: 'web/lib' },
      { part: 'core' },
    ],
    packages: 'any',
  },
  {
    id: 'web/entity',
    files: ['apps/web/src/entities/<name>/**'],
    about:
      'what several features share about one domain thing (session, plan, course, lesson, progress, review, runner, device); an entity builds on no feature and on no other entity but device (what signing out empties)',
    imports: [
      { part: 'web/entity', same: true },
      { part: 'web/entity', names: ['device'] },
      { part: 'web/ui' },
      { part: 'web/lib' },
      { part: 'core' },
    ],
    packages: 'any',
  },
  {
    id: 'web/ui',
    files: ['apps/web/src/ui/**'],
    about: 'shared presentational components',
    imports: [{ part: 'web/ui' }, { part: 'web/lib' }, { part: 'core' }],
    packages: 'any',
  },
  {
    id: 'web/lib',
    files: ['apps/web/src/lib/**'],
    about:
      'generic helpers with no domain: api client, query client, toast store, page meta, focus, markdown, highlighting',
    imports: [{ part: 'web/lib' }, { part: 'core' }],
    packages: 'any',
  },
  {
    id: 'web/test',
    files: ['apps/web/src/test/**'],
    about: 'component-test helpers: jsdom stand-ins, render with the app around, a fake /api',
    imports: [{ part: 'web/test' }, { part: 'web/lib' }, { part: 'web/ui' }, { part: 'core' }],
    packages: 'any',
  },
  {
    id: 'web/entry',
    files: ['apps/web/**'],
    about:
      'the rest of the web app: main.tsx, hydrate.ts, src/prerender/ (the SSR entry), vite.config.ts, scripts/',
    imports: [{ part: 'web/entry' }, { part: 'web/app' }, ...UNDER_APP],
    packages: 'any',
  },
  {
    id: 'server/composition',
    files: [
      'apps/server/src/app.ts',
      'apps/server/src/main.ts',
      'apps/server/src/worker.ts',
      'apps/server/src/boot.ts',
      'apps/server/src/cli/**',
      'apps/server/src/modules/*',
    ],
    about:
      'wires modules into the app: app.ts, the entries main.ts and worker.ts with boot.ts, cli/, modules/index.ts (the module list)',
    imports: [
      { part: 'server/composition' },
      { part: 'server/module', entry: MODULE_ENTRY },
      { part: 'server/infrastructure' },
      { part: 'core' },
    ],
    packages: 'any',
  },
  {
    id: 'server/module',
    files: ['apps/server/src/modules/<name>/**'],
    about:
      'one folder per module: index.ts (its one Fastify plugin), routes.ts (HTTP), service.ts (rules), repo.ts (SQL)',
    imports: [
      { part: 'server/module', same: true },
      { part: 'server/module', entry: MODULE_ENTRY },
      { part: 'server/infrastructure' },
      { part: 'core' },
    ],
    packages: 'any',
  },
  {
    id: 'server/infrastructure',
    files: ['apps/server/src/**'],
    about:
      'every other src/ folder and file: db, http, viewer, storage, payments, mail, media, lib, jobs, redis, metrics, config.ts, …',
    imports: [{ part: 'server/infrastructure' }, { part: 'core' }, { part: 'demo' }],
    packages: 'any',
  },
  {
    id: 'server/test',
    files: ['apps/server/test/**'],
    about: 'integration tests, factories, fixtures',
    imports: [...SERVER_SOURCE, { part: 'server/test' }, { part: 'core' }, { part: 'demo' }],
    packages: 'any',
  },
  {
    id: 'server/build',
    files: ['apps/server/**'],
    about: 'the rest of the server: build.mjs, drizzle.config.ts, demo/',
    imports: [...SERVER_SOURCE, { part: 'server/build' }, { part: 'core' }, { part: 'demo' }],
    packages: 'any',
  },
  {
    id: 'e2e',
    files: ['e2e/**'],
    about: 'Playwright journeys: they drive the built app through the browser and HTTP',
    imports: [{ part: 'e2e' }, { part: 'core' }, { part: 'demo' }],
    packages: 'any',
  },
  {
    id: 'tooling',
    files: ['scripts/**', 'bench/**'],
    about: 'repository scripts and benchmarks: they may start the server, never web source',
    imports: [
      { part: 'tooling' },
      ...SERVER_SOURCE,
      { part: 'server/test' },
      { part: 'core' },
      { part: 'demo' },
    ],
    packages: 'any',
  },
];

/**
 * Imports that break the rules today and are waiting for a move. Temporary: the test fails when
 * an entry no longer occurs, so each is deleted the day its import goes.
 */
export const TEMPORARY: readonly { from: string; to: string; why: string }[] = [];

/**
 * Packages that only run in Node or hold server secrets. Browser-side web source
 * (`apps/web/src/**`) imports none of them: bundled, they would break the page or ship the
 * server's code. The web's build files (vite configs, scripts/, build/) run in Node and may.
 * `*` matches the rest of a name; a package's subpath counts as the package.
 */
export const SERVER_ONLY_PACKAGES = [
  'node:*',
  'drizzle-orm',
  'pg',
  '@electric-sql/pglite',
  'fastify*',
  '@fastify/*',
  'better-auth',
  'nodemailer',
  '@aws-sdk/*',
  'ioredis',
  'redis',
  'pino',
  'prom-client',
] as const;

/** better-auth's entries written for the browser: the rest of better-auth is the server. */
export const BROWSER_ENTRIES = [
  'better-auth/react',
  'better-auth/client',
  'better-auth/client/plugins',
] as const;

/**
 * import()s whose argument is computed, each read by hand: no test can tell what they load.
 * Every other computed import() fails the test; an entry that no longer occurs fails too.
 */
export const RUNTIME_IMPORTS: readonly { from: string; expression: string; why: string }[] = [
  {
    from: 'apps/server/src/http/static-pages.ts',
    expression: 'pathToFileURL(ssrEntry).href',
    why: "the web build's SSR bundle (dist-ssr/), an output read at run time, not source",
  },
  {
    from: 'apps/server/src/http/web-pages.ts',
    expression: 'pathToFileURL(ssrEntry).href',
    why: "the web build's SSR bundle (dist-ssr/), an output read at run time, not source",
  },
  {
    from: 'apps/web/scripts/prerender.mjs',
    expression: 'ssrEntry',
    why: 'the SSR bundle the build just wrote, to prerender the public pages',
  },
  {
    from: 'apps/web/src/hydrate.ts',
    expression: 'entry',
    why: 'the hashed browser entry the page names, known only after the build',
  },
];

/**
 * Module files that import `db/schema` or build SQL with drizzle-orm without being repo files
 * (`*repo.ts` or inside a `repo/` folder), waiting for their SQL to move. The list can only shrink: the test fails on
 * an entry that no longer imports the schema.
 */
export const KNOWN_SCHEMA_IMPORTERS: readonly string[] = [];

/**
 * Module files that are part of an import cycle inside their module, waiting for the module's
 * split. A cycle fails the test unless every file in it is listed; an entry in no cycle fails
 * too, so the list can only shrink.
 */
export const KNOWN_CYCLES: readonly string[] = [];
