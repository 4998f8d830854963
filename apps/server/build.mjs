// Bundles the web server (dist/main.js), the worker (dist/worker.js, decisions/027) and the admin
// CLI: workspace TypeScript (core included) goes in, npm packages stay external and are loaded
// from node_modules at run time.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/worker.ts', 'src/cli/admin.ts'],
  entryNames: '[name]',
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  // @thinkbuild/core and @thinkbuild/demo are workspace packages written in TypeScript: bundle them.
  alias: {
    '@thinkbuild/core': '../../packages/core/src',
    '@thinkbuild/demo': '../../packages/demo/src',
  },
  sourcemap: true,
  logLevel: 'info',
});
