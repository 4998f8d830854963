// Starts the built server for Playwright on its own port with a fresh data folder, so every
// e2e run sees exactly the seeded demo content.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
// One folder per port: runs on different E2E_PORTs side by side (two people, or helpers) must
// not wipe each other's database.
const dataDir = join(root, 'test-results', `e2e-data-${process.env.E2E_PORT ?? '3100'}`);
rmSync(dataDir, { recursive: true, force: true });
const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/main.js')],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: process.env.E2E_PORT ?? '3100',
      // Published projects a thousand ports up (4100), not the next port: runs on neighbouring
      // E2E_PORTs side by side would take each other's.
      SITES_PORT: String(Number(process.env.E2E_PORT ?? 3100) + 1000),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Journeys sign in many times from one address; the limits have their own integration tests.
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      // One address makes every request of every journey (the course-menu journey alone creates
      // 103 lessons with their uploads in well under a minute on a quiet machine).
      RATE_LIMIT_PER_MINUTE: '5000',
      // Fresh sign-ups start without lifetime access: the `learner` fixture's free learner is
      // free, and the billing journeys can buy a tier and see what it does and does not open.
      LIFETIME_ACCESS_USERS: '0',
      // The sandbox merchant keeps its default (ZAR only), as most South African ones: the
      // offer is charged in rand by default, so the journeys buy it with the default settings.
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
