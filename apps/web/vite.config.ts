import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';

const CONFIG = {
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    // No inline module-preload polyfill: the CSP allows no inline scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Read by scripts/prerender.mjs to preload each prerendered page's chunks.
    manifest: true,
    // src/hydrate.ts starts the app on server-rendered pages once they have painted.
    rollupOptions: { input: { index: 'index.html', hydrate: 'src/hydrate.ts' } },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
      // The exercise runner page (decisions/019) comes from the server, with its own CSP.
      '/sandbox': 'http://localhost:3000',
    },
  },
} satisfies UserConfig;

export default defineConfig(({ command }) => {
  // A build is always a production build: NODE_ENV=development left in a shell would otherwise
  // bundle React's development build (4× the size, slow) into what the server ships.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return CONFIG;
});
