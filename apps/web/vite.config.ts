import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    target: 'es2022',
    // No inline module-preload polyfill: the CSP allows no inline scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Read by scripts/prerender.mjs to preload each prerendered page's chunks.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
