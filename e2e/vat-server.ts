import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A second server for the tax-invoice journeys (decisions/044), as founding-server.ts is for the
 * founding members': the e2e server (scripts/e2e-server.mjs) sets no VAT number, so every other
 * journey sees prices and receipts without VAT. This one is the same build on its own port and
 * data folder, registered for VAT, started by the spec that needs it.
 */

const root = join(import.meta.dirname, '..');
/** Beside the e2e server's port: 3100 → 3155 (founding: 3150; the cluster journeys: 3160–3163). */
export const vatPort = Number(process.env.E2E_PORT ?? 3100) + 55;
export const vatURL = `http://localhost:${vatPort}`;
export const VAT_SELLER = {
  VAT_NUMBER: '4123456789',
  VAT_LEGAL_NAME: 'ThinkBuild Learning (Pty) Ltd',
  VAT_ADDRESS: '12 Long Street; Cape Town; 8001',
};

let server: ChildProcess | null = null;

/** Starts it (a fresh data folder, seeded like the e2e server) and waits until it answers. */
export async function startVatServer(timeoutMs: number) {
  const dataDir = join(root, 'test-results', `e2e-vat-data-${vatPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    // Its start-up banner would crowd the report; its errors still show.
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(vatPort),
      SITES_PORT: String(vatPort + 1000),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '5000',
      LIFETIME_ACCESS_USERS: '0',
      ...VAT_SELLER,
    },
  });
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.exitCode !== null) throw new Error(`VAT server exited: ${server.exitCode}`);
    const up = await fetch(`${vatURL}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((done) => setTimeout(done, 500));
  }
  throw new Error(`VAT server did not answer on ${vatURL} within ${timeoutMs} ms`);
}

export async function stopVatServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((done) => running.once('exit', done));
  running.kill('SIGTERM');
  await exited;
}
