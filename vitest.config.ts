import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The integration files that take longest, most of it waiting (spawned servers, S3, timers,
 * rate-limit windows), longest first. They start first, so the two workers finish together:
 * in a clean clone (CI) Vitest has no timings from an earlier run and orders files by size, which
 * left shutdown.test.ts (22 s) running alone at the end.
 */
const SLOW_FIRST = [
  'fuzz-routes',
  'shutdown',
  'npm-start',
  'production',
  'lifetime-and-limits',
  'sandbox-fidelity',
  'redis-shared-state',
  's3-storage',
  'renditions',
  'worker-process',
  'billing-offer',
].map((name) => `/apps/server/test/${name}.test.ts`);
// A renamed or removed file would silently lose its place at the front.
for (const file of SLOW_FIRST)
  if (!existsSync(join(import.meta.dirname, file))) throw new Error(`SLOW_FIRST: no ${file}`);

class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const at = SLOW_FIRST.findIndex((end) => f.moduleId.endsWith(end));
      return at === -1 ? SLOW_FIRST.length : at;
    };
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  test: {
    // The integration project's slow files first (SLOW_FIRST); the other projects keep Vitest's order.
    sequence: { sequencer: SlowFirstSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/core/src/**/*.test.ts',
            'packages/demo/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            // Server rendering runs in Node, without a document.
            'apps/web/src/prerender/**/*.test.tsx',
            'scripts/**/*.test.ts',
            // The web build's own helpers (apps/web/build).
            'apps/web/build/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**', 'scripts/cluster/**'],
          environment: 'node',
          // Pure functions and server-side code: the files share their worker's modules (42 s of
          // CPU isolated, 13 s shared, the same 551 tests). The component tests below stay
          // isolated: modules such as entities/device/outbox listen on the window they were loaded with, and
          // each file gets a new jsdom window.
          isolate: false,
        },
      },
      {
        // Component tests of the web app: React in jsdom, asserted through Testing Library by
        // what a person sees (roles, names, text). npm run test:unit runs them with `unit`.
        test: {
          name: 'web-components',
          include: ['apps/web/src/**/*.test.tsx'],
          exclude: ['**/node_modules/**', 'apps/web/src/prerender/**'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // Each test renders a whole screen in jsdom and drives it with user-event: 0.3–2.3 s
          // at load 25 on the two-core CI machine, and twice it ran past the 5 s default there
          // (6 s, at load 26, while other agents filled the cores). Time here is machine load,
          // not a hang: a waiting test still fails, on Testing Library's own timeouts.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Vitest's default on 2 cores is one worker; the files wait on spawned servers, ffmpeg
          // and PostgreSQL often enough that two run the suite in ~60% of the time. Every file
          // has its own database, Redis index and ports, so they can run side by side.
          maxWorkers: 2,
          // The files share their worker's modules instead of loading the server's whole module
          // graph (and compiling PGlite's WebAssembly) again for each of them: measured on the
          // whole suite, 1,280 s of CPU and 11.2 min isolated against 730 s and 6.5 min shared,
          // the same 698 tests passing. It holds because each file builds its own app on its own
          // database, data folder, ports and Redis index (test/app.ts); a file that changes
          // something global (fake timers, an environment variable) puts it back in `finally`.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // npm run test:cluster: nginx over two servers (scripts/cluster); not part of npm test.
        test: {
          name: 'cluster',
          include: ['scripts/cluster/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // beforeAll starts nginx, an S3 store and two servers that migrate and seed PostgreSQL.
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
