// `npm start`: builds what is missing or out of date, then runs the server in the foreground.
// Ctrl-C / SIGTERM reach the server, which closes its connections and the database cleanly.
// `npm run worker` (`start.mjs worker`): the same, for the job worker (decisions/027).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const entry = process.argv[2] === 'worker' ? 'worker.js' : 'main.js';
const outputs = [
  'apps/web/dist/spa.html',
  'apps/server/dist/main.js',
  'apps/server/dist/worker.js',
].map((p) => join(root, p));
const sources = [
  'packages/core/src',
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/public',
  'apps/server/src',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

const builtAt = Math.min(...outputs.map((o) => (existsSync(o) ? statSync(o).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((s) => newestMtime(join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(
    builtAt === 0 ? 'Building ThinkBuild (first start)…' : 'Sources changed: rebuilding…',
  );
  // Always a production build, whatever NODE_ENV the shell has (a development React build is
  // 4× the JavaScript); the web build checks it too (apps/web/scripts/prerender.mjs).
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist', entry)],
  {
    cwd: process.cwd(),
    stdio: 'inherit',
  },
);
// Forward signals (a terminal's Ctrl-C may reach the server twice; it closes once).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
