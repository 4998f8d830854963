import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A second server for the journeys of founding members (docs/decisions/032): the e2e server
 * (scripts/e2e-server.mjs) gives no founding places (LIFETIME_ACCESS_USERS=0), so that the
 * other journeys' new accounts are free and may buy tiers. This one is the same build on its
 * own port and data folder with the places of a real launch, started by the spec that needs it.
 */

const root = join(import.meta.dirname, '..');
/** Beside the e2e server's port: 3100 → 3150 (the cluster journeys use 3160–3163). */
export const foundingPort = Number(process.env.E2E_PORT ?? 3100) + 50;
export const foundingURL = `http://localhost:${foundingPort}`;
export const FOUNDING_PLACES = 2000;

let server: ChildProcess | null = null;

/** Starts it (a fresh data folder, seeded like the e2e server) and waits until it answers. */
export async function startFoundingServer(timeoutMs: number) {
  const dataDir = join(root, 'test-results', 'e2e-founding-data');
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    // Its start-up banner would crowd the report; its errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(foundingPort),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '5000',
      LIFETIME_ACCESS_USERS: String(FOUNDING_PLACES),
    },
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`founding server exited: ${server.exitCode}`);
    const up = await fetch(`${foundingURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`founding server did not answer on ${foundingURL} within ${timeoutMs} ms`);
}

export async function stopFoundingServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((done) => running.once('exit', done));
  running.kill('SIGTERM');
  await exited;
}
