import { defineConfig, type UserConfig } from 'vite';

/**
 * The exercise runner's script (docs/decisions/019), built after the app into
 * dist/sandbox/runner.js: one classic script with acorn in it, which the server inlines into
 * the runner page (apps/server/src/http/sandbox-runner.ts). Apart from the app's bundle: only
 * the sandboxed runner page loads it.
 */
const CONFIG = {
  publicDir: false,
  build: {
    target: 'es2022',
    outDir: 'dist/sandbox',
    emptyOutDir: true,
    minify: true,
    lib: {
      entry: 'src/features/exercise/runner/sandbox/main.ts',
      formats: ['iife'],
      name: 'ThinkBuildRunner',
      fileName: () => 'runner.js',
    },
  },
} satisfies UserConfig;

export default defineConfig(() => {
  process.env.NODE_ENV = 'production';
  return CONFIG;
});
