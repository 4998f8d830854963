import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    // Chromium 156 (Debian's) builds its address bar's drop-down as a WebUI page, and headless
    // mode builds it too, in a renderer of its own for each new window: ~1 s of CPU per context,
    // though nobody sees it. Measured on theme.spec.ts (15 tests): 114 s of CPU with it, 96 s
    // without; accounts + course (15): 109 s and 95 s, the same tests passing.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
  ],
};

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/e2e',
  fullyParallel: true,
  // Two workers on the two-core CI machine: measured at 14 min wall for 306 s of CPU (load 20,
  // the journeys wait on jobs, ffmpeg and timers more than they compute), so a quiet machine may
  // do better with 3; E2E_WORKERS tries it without editing this file.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // The CI machine has two cores shared by the server, Chromium and the runner: be patient.
  expect: { timeout: 10_000 },
  timeout: 60_000,
  // A journey that fails once is a bug to find, in the app or the test: never retried away.
  retries: 0,
  reporter: [
    ['list'],
    ['./e2e/timing-reporter.ts'],
    ...(process.env.CI
      ? [['./e2e/failure-reporter.ts'] as const]
      : [['html', { open: 'never', outputFolder: 'playwright-report' }] as const]),
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    // A failed journey keeps its trace: every action with the page's DOM before and after, its
    // network and console. Without the screenshot filmstrip: recording it makes Chromium encode a
    // frame of the page for every paint of every test, passed or not (measured on the lesson-page
    // specs: 199 s of CPU with it, 170 s without; Chromium's GPU process 30 s against 15). The
    // DOM snapshots show the same pages, and a failed test still saves its screenshot below.
    // Not in CI: its clone is thrown away with the traces, and recording them for every test cost
    // 13% of the CPU of journeys (billing, account, next-step: 395 s with, 344 s without) and 8%
    // of the theme and learning specs. CI prints the failed page instead (failure-reporter.ts).
    trace: process.env.CI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
    // Headless Chromium draws every frame of a running CSS animation though nobody looks: a page
    // with the skeletons' pulse or the landing hero open costs ~0.11 s of CPU per second, with
    // reduced motion (styles.css cuts animations to nothing) ~0.005 s. Journeys wait on pages
    // with pulses and spinners while their data or jobs arrive. The pages checked as visitors
    // see them, animating (public-pages.spec.ts, theme.spec.ts), ask for full motion.
    reducedMotion: 'reduce',
    // The service worker precaches the app shell (131 files) in every new browser context, and
    // every test has its own: measured on the learning, course and next-step specs, 327 s of CPU
    // with it and 253 s without, the same 27 tests passing. The journeys about the worker (going
    // offline, downloads, sync, a new version) ask for it (`test.use` in e2e/offline*.spec.ts).
    serviceWorkers: 'block',
  },
  // No project waits for another: every journey that changes an account signs in as a learner of
  // its own (`learner` in e2e/fixtures.ts), and admin journeys change only content they create,
  // so any spec file runs alone and in any order.
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
      grepInvert: /@phone/,
    },
    {
      name: 'phone',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: false,
        hasTouch: true,
      },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    // A first start seeds the demo content and its sandbox subscriptions: minutes on a loaded machine.
    timeout: 180_000,
    env: { E2E_PORT: String(port) },
  },
});
