// Budget: `npm start` on an already-built tree answers its first request within 3 seconds.
// Starts the built server (as npm start does once built) on an existing data folder and times
// the first successful GET /. Run after one `npm start` so ./data exists, or pass a data dir.
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

export async function measureStart({ dataDir, port = 3190, viaNpm = false }) {
  const t0 = performance.now();
  const child = viaNpm
    ? spawn('npm', ['start', '--silent'], {
        cwd: root,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
        detached: true,
      })
    : spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
        cwd: root,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: 'ignore',
      });
  let ms = null;
  const deadline = t0 + 20_000;
  while (performance.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      if (res.ok) {
        ms = performance.now() - t0;
        break;
      }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 20));
  }
  const exited = new Promise((r) => child.on('exit', r));
  try {
    if (viaNpm) process.kill(-child.pid, 'SIGTERM');
    else child.kill('SIGTERM');
  } catch {
    // already gone
  }
  await exited;
  // Wait until the port is free, so the next run cannot be answered by this server.
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${port}/api/health`);
      await new Promise((r) => setTimeout(r, 50));
    } catch {
      break;
    }
  }
  return ms;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dataDir = process.argv[2] ?? join(root, 'data');
  const runs = [];
  for (let i = 0; i < 5; i++)
    runs.push(await measureStart({ dataDir, viaNpm: true, port: 3190 + i }));
  console.log(
    `npm start → first response (ms), 5 runs: ${runs.map((r) => r?.toFixed(0)).join(', ')}`,
  );
}
