import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { adminOnlyFiles, isAdminPage } from './build/learner-files.ts';

// The admin studio's own chunks stay out of the learners' precache (decisions/022).
const adminFiles = adminOnlyFiles(isAdminPage);

/**
 * The installable app (docs/decisions/022-offline-pwa.md): a web app manifest and a Workbox
 * service worker. It precaches the app shell (spa.html and the hashed build files, one
 * revision per deploy) and nothing else: no API answer ever enters a cache. Navigations go to
 * the network first (fresh pages with the visitor's theme; prerendered pages never go stale)
 * and fall back to the cached shell only when the network fails. The API, signed video, the
 * exercise runner (its own CSP) and the dev pages are never answered by the worker.
 * Icons: rendered from public/favicon.svg by scripts/render-icons.mjs.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  // Registered by features/offline after the first paint, never by an inline script.
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/home',
    name: 'ThinkBuild',
    short_name: 'ThinkBuild',
    description:
      'Think, build, deploy: beginner-friendly video lessons and quizzes for web, mobile and game development.',
    start_url: '/home',
    scope: '/',
    display: 'standalone',
    // The light palette (app/theme.css); index.html pairs theme-color per colour scheme.
    theme_color: '#ffffff',
    background_color: '#ffffff',
    icons: [
      { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
      { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
      {
        src: '/maskable-icon-512x512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  },
  workbox: {
    // The shell and what it loads; the prerendered pages (written after this build) are not in
    // it, and the exercise sandbox's scripts are built later into dist/sandbox/.
    globPatterns: [
      'index.html',
      'assets/**/*.{js,css,svg,png,woff2}',
      'favicon.svg',
      'apple-touch-icon-*.png',
    ],
    // The manifest and its icons are added by the plugin (includeManifestIcons).
    // dist/index.html is the empty shell only until scripts/prerender.mjs writes the landing
    // page over it (a page with no script) and copies the shell, unchanged, to spa.html: the
    // worker keeps the shell under that name, with the revision of the same bytes.
    manifestTransforms: [
      async (entries) => ({
        manifest: entries
          .filter((entry) => !adminFiles.adminOnly.has(entry.url))
          .map((entry) => (entry.url === 'index.html' ? { ...entry, url: 'spa.html' } : entry)),
        warnings: [],
      }),
    ],
    // Large lazy chunks (the code editor, the video player) belong to the shell as well.
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    cleanupOutdatedCaches: true,
    // Navigations are handled by the runtime route below, not answered from the precache.
    navigateFallback: null,
    runtimeCaching: [
      {
        // Downloaded lessons' files (features/offline, decisions/022): only ever from the
        // downloads cache. A kept MP4 is answered in ranges, for seeking; an HLS playlist or
        // segment whole (Chromium's own HLS refused a 206 playlist from the worker).
        urlPattern: ({ url }) =>
          url.origin === self.location.origin &&
          url.pathname.startsWith('/offline-media/') &&
          url.pathname.endsWith('/video.mp4'),
        handler: 'CacheOnly',
        options: { cacheName: 'thinkbuild-downloads', rangeRequests: true },
      },
      {
        urlPattern: ({ url }) =>
          url.origin === self.location.origin && url.pathname.startsWith('/offline-media/'),
        handler: 'CacheOnly',
        options: { cacheName: 'thinkbuild-downloads' },
      },
      {
        // Offline only: the API answers a download kept for its pages (the session, /home,
        // /review, the course and the lesson), and nothing else. Online the API is untouched.
        urlPattern: ({ url }) =>
          !self.navigator.onLine &&
          url.origin === self.location.origin &&
          url.pathname.startsWith('/api/'),
        // A miss goes on to the network and fails there as it would without the worker; what
        // comes back is never stored (no response carries that header).
        handler: 'CacheFirst',
        options: {
          cacheName: 'thinkbuild-downloads',
          cacheableResponse: { headers: { 'x-never-cached': 'never' } },
        },
      },
      {
        // Serialised into sw.js: no closures. Mirrors the paths the server keeps for itself.
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' &&
          url.origin === self.location.origin &&
          !/^\/(api|media|sandbox|dev)(\/|$)/.test(url.pathname),
        handler: 'NetworkOnly',
        options: { precacheFallback: { fallbackURL: 'spa.html' } },
      },
    ],
  },
});

const CONFIG = {
  plugins: [react(), tailwindcss(), adminFiles.plugin, pwa],
  build: {
    target: 'es2022',
    // No inline module-preload polyfill: the CSP allows no inline scripts.
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // Read by scripts/prerender.mjs to preload each prerendered page's chunks.
    manifest: true,
    // src/hydrate.ts starts the app on server-rendered pages once they have painted.
    // The course page's preview island runs alone, without the app (docs/decisions/023), as do
    // the blog's and the sign-in screens' islands (docs/decisions/042).
    rollupOptions: {
      input: {
        index: 'index.html',
        hydrate: 'src/hydrate.ts',
        'course-preview': 'src/features/course-pages/preview-island.ts',
        'theme-menu': 'src/features/theme/theme-island.ts',
        'blog-copy': 'src/features/blog/copy-island.ts',
        'auth-forms': 'src/features/auth/forms-island.ts',
      },
    },
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
