import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';

const serverDir = join(import.meta.dirname, '..');

/** Bundles src/ into dist/main.js (esbuild, about a second), as `npm run build` does. */
export function buildServerBundle() {
  const result = spawnSync(process.execPath, ['build.mjs'], { cwd: serverDir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`server build failed:\n${result.stderr}`);
}

/** A port nothing listens on right now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** A free port other than `taken` (a port probed and closed may be handed out again). */
export async function freePortBesides(taken: number): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (port !== taken) return port;
  }
}

export type TSpawnedServer = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
};

/**
 * Writes the migrated template (global-setup.ts) as a PGlite data folder where the server looks
 * for its database (DATA_DIR/db): the server then opens it and finds its migrations applied,
 * instead of creating a database (initdb: ~4 s of CPU in a child) and migrating it on each start.
 * A first start on an empty folder is what npm-start.test.ts proves.
 */
async function migratedDatabase(dataDir: string) {
  const template = await readFile(inject('pgliteTemplate'));
  const db = await PGlite.create({
    dataDir: join(dataDir, 'db'),
    loadDataDir: new Blob([template]),
  });
  await db.close();
}

/** Starts dist/main.js on a free port with its own data folder; resolves once it answers. */
export async function spawnServer(env: Record<string, string> = {}): Promise<TSpawnedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'thinkbuild-spawned-'));
  if (!env.DATABASE_URL) await migratedDatabase(dataDir);
  const port = await freePort();
  // The sites origin's default, PORT + 1, may be another spawned server's free port.
  const sitesPort = await freePortBesides(port);
  const child = spawn(process.execPath, [join(serverDir, 'dist/main.js')], {
    cwd: dataDir,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SITES_PORT: String(sitesPort),
      DATA_DIR: dataDir,
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${log}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`server did not answer within 150 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, url, output: () => log, exited, stop };
}

export type TSpawnedWorker = {
  child: ChildProcess;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL to the worker and its children (ffmpeg), as when its machine or container dies. */
  kill(): Promise<void>;
};

/**
 * Starts dist/worker.js (build it first) with `env` (DATABASE_URL at least); resolves once it
 * says it is running. It gets a process group of its own, so kill() takes its ffmpeg with it.
 */
export async function spawnWorker(env: Record<string, string>): Promise<TSpawnedWorker> {
  const child = spawn(process.execPath, [join(serverDir, 'dist/worker.js')], {
    cwd: env.DATA_DIR ?? tmpdir(),
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      SEED_DEMO_CONTENT: 'false',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const kill = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      process.kill(-child.pid, 'SIGKILL');
    }
    await exited;
  };
  const deadline = Date.now() + 150_000;
  while (!log.includes('ThinkBuild worker is running')) {
    if (child.exitCode !== null) throw new Error(`worker exited at start:\n${log}`);
    if (Date.now() > deadline) {
      await kill();
      throw new Error(`worker did not start within 150 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, output: () => log, exited, kill };
}
