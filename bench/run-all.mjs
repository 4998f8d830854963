// `npm run bench`: builds if needed, starts a server on a scratch data folder, measures the
// budgets and prints the numbers to copy into bench/RESULTS.md.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureLandingJs } from './landing-js.mjs';
import { measureStart } from './start-time.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'thinkbuild-bench-'));
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`,
);
console.log(
  `first start (fresh data: initdb + migrate + seed): ${(await measureStart({ dataDir, viaNpm: true }))?.toFixed(0)} ms`,
);
const warm = [];
for (let i = 0; i < 5; i++)
  warm.push(await measureStart({ dataDir, viaNpm: true, port: 3181 + i }));
console.log(
  `npm start on a built tree, existing data → first response: ${warm.map((m) => m?.toFixed(0)).join(', ')} ms`,
);

const port = 3191;
const { spawn } = await import('node:child_process');
const server = spawn(process.execPath, [join(import.meta.dirname, '../apps/server/dist/main.js')], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
await new Promise((r) => setTimeout(r, 2500));
for (const path of ['/', '/blogs']) {
  const r = await measureLandingJs(`http://127.0.0.1:${port}`, path);
  console.log(
    `${path}: ${r.scripts.length} scripts, ${(r.totalGzip / 1024).toFixed(1)} KB gzipped JS; FCP ${r.fcpMs?.toFixed(0)} ms; text without JS ${r.textWithoutJs} chars`,
  );
  for (const s of r.scripts) console.log(`    ${s.url} ${(s.gzip / 1024).toFixed(1)} KB`);
}
server.kill('SIGTERM');
await new Promise((r) => server.on('exit', r));
rmSync(dataDir, { recursive: true, force: true });
