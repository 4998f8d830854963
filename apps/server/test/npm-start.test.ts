import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildServerBundle, freePort, freePortBesides } from './spawn-server.ts';

const repo = join(import.meta.dirname, '..', '..', '..');

/**
 * `npm start` is scripts/start.mjs: it rebuilds what is stale, then runs the server as its
 * child. Here it runs from a scratch tree whose server build is the real one (a link to
 * apps/server/dist) and whose web build is up to date by construction (no sources), so it
 * starts the server without building anything.
 */
async function scratchTree() {
  const root = await mkdtemp(join(tmpdir(), 'thinkbuild-start-'));
  await mkdir(join(root, 'scripts'));
  await copyFile(join(repo, 'scripts', 'start.mjs'), join(root, 'scripts', 'start.mjs'));
  await mkdir(join(root, 'apps', 'server'), { recursive: true });
  await symlink(join(repo, 'apps', 'server', 'dist'), join(root, 'apps', 'server', 'dist'));
  await mkdir(join(root, 'apps', 'web', 'dist'), { recursive: true });
  await writeFile(join(root, 'apps', 'web', 'dist', 'spa.html'), '<!doctype html>');
  return root;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pids whose parent is `pid` (Linux `ps`). */
const childrenOf = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((s) => Number(s.trim()))
    .filter((n) => n > 0);

describe('npm start forwards stop signals to the server', () => {
  let root = '';
  let start: ChildProcess | undefined;
  beforeAll(() => buildServerBundle(), 60_000);
  afterEach(async () => {
    if (start?.pid && alive(start.pid)) start.kill('SIGKILL');
    await rm(root, { recursive: true, force: true });
  });

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    it(`${signal} to npm start stops the server cleanly and leaves no process behind`, async () => {
      root = await scratchTree();
      const port = await freePort();
      start = spawn(process.execPath, [join(root, 'scripts', 'start.mjs')], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          SITES_PORT: String(await freePortBesides(port)),
          DATA_DIR: join(root, 'data'),
          SEED_DEMO_CONTENT: 'false',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let log = '';
      start.stdout?.on('data', (d) => {
        log += d;
      });
      start.stderr?.on('data', (d) => {
        log += d;
      });
      const exited = new Promise<number | null>((resolve) =>
        start?.once('exit', (code) => resolve(code)),
      );
      const deadline = Date.now() + 120_000;
      for (;;) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.ok)
          .catch(() => false);
        if (ok) break;
        if (start.exitCode !== null || Date.now() > deadline)
          throw new Error(`the server did not start:\n${log}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(log).not.toContain('Building');
      const servers = childrenOf(start.pid ?? 0);
      expect(servers).toHaveLength(1);

      start.kill(signal);
      expect(await exited).toBe(0); // the server's own clean exit code, passed on
      expect(log).toContain('Shutting down');
      expect(log).toContain(signal);
      // No orphan: the server process is gone too, and the port is free again.
      const server = servers[0] ?? 0;
      for (let i = 0; i < 50 && alive(server); i++) await new Promise((r) => setTimeout(r, 100));
      expect(alive(server)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      // The start waits up to 120 s for the server (it migrates a fresh database), then the
      // signal and a clean exit: 240 s leaves room for a machine busy with the other workers.
    }, 240_000);
  }
});
