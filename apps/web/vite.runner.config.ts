import { defineConfig, type UserConfig } from 'vite';

/**
 * The exercise sandbox's scripts (docs/decisions/019), built after the app into dist/sandbox/:
 * `--mode runner` (the runner page's, with acorn), `--mode agent` (the preview's first script)
 * and `--mode react` (React for the exercises that ask for it). Classic scripts that the server
 * inlines into the runner page (apps/server/src/http/sandbox-runner.ts); apart from the app's
 * bundle.
 */
const ENTRIES = {
  runner: { entry: 'src/entities/runner/sandbox/main.ts', name: 'ThinkBuildRunner' },
  agent: { entry: 'src/entities/runner/sandbox/agent.ts', name: 'ThinkBuildAgent' },
  react: { entry: 'src/entities/runner/sandbox/react.ts', name: 'ThinkBuildReact' },
} as const;

export default defineConfig(({ mode }): UserConfig => {
  process.env.NODE_ENV = 'production';
  const which = mode === 'agent' || mode === 'react' ? mode : 'runner';
  const { entry, name } = ENTRIES[which];
  return {
    publicDir: false,
    // Library mode leaves process.env alone; React picks its production build from it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
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
