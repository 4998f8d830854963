import { defineConfig, type UserConfig } from 'vite';

/**
 * The exercise sandbox's two scripts (docs/decisions/019), built after the app into
 * dist/sandbox/: `--mode runner` (the runner page's, with acorn) and `--mode agent` (the
 * preview's first script). Classic scripts that the server inlines into the runner page
 * (apps/server/src/http/sandbox-runner.ts); apart from the app's bundle.
 */
const ENTRIES = {
  runner: { entry: 'src/lib/runner/sandbox/main.ts', name: 'ThinkBuildRunner' },
  agent: { entry: 'src/lib/runner/sandbox/agent.ts', name: 'ThinkBuildAgent' },
} as const;

export default defineConfig(({ mode }): UserConfig => {
  process.env.NODE_ENV = 'production';
  const which = mode === 'agent' ? 'agent' : 'runner';
  const { entry, name } = ENTRIES[which];
  return {
    publicDir: false,
    build: {
      target: 'es2022',
      outDir: 'dist/sandbox',
      // The app's build empties dist/; the two builds share this folder.
      emptyOutDir: false,
      minify: true,
      lib: { entry, formats: ['iife'], name, fileName: () => `${which}.js` },
    },
  };
});
