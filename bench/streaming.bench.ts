// Budget (decisions/004): range requests and full reads of a 100 MB file through our signed video
// URLs reach at least 80% of the throughput of @fastify/static serving the same file, side by
// side, rounds alternating. Run: node --import tsx bench/streaming.bench.ts
// Env: CHUNK_MB (1), WORKERS (50), FULL=1 for whole-file reads (WORKERS 4 suits those).
// ACCEL=1: the local driver behind nginx with MEDIA_ACCEL_REDIRECT (the server checks the
// signature, nginx sends the bytes) against nginx serving the same file directly (≥ 80%).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const SIZE = 100 * 1024 * 1024;
const FULL = process.env.FULL === '1';
const CHUNK = Number(process.env.CHUNK_MB ?? 1) * 1024 * 1024;
const WORKERS = Number(process.env.WORKERS ?? (FULL ? 4 : 50));
const NGINX = process.env.ACCEL === '1';
console.log(NGINX ? 'nginx in front, X-Accel-Redirect' : '@fastify/static as the reference');
const SECONDS = 4;
const KEY = 'videos/web/bench/build/1';

const dataDir = await mkdtemp(join(tmpdir(), 'tb-stream-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  VIDEO_URL_TTL_SECONDS: '3600',
  ...(NGINX ? { MEDIA_ACCEL_REDIRECT: '/_stored/' } : {}),
});
const app = await buildApp(config, { database: await openDatabase({}) });
await mkdir(join(config.storageDir, 'videos/web/bench/build'), { recursive: true });
// Incompressible bytes, written once, read by both servers from the same file.
const block = randomBytes(1024 * 1024);
await writeFile(
  join(config.storageDir, KEY),
  Buffer.concat(Array.from({ length: SIZE / block.length }, () => block)),
);
await writeFile(
  join(config.storageDir, `${KEY}.meta.json`),
  JSON.stringify({ contentType: 'video/mp4' }),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const appPort = (app.server.address() as { port: number }).port;
let ours = `http://127.0.0.1:${appPort}${app.signMediaUrl(KEY).url}`;
let baseline = '';
let stopBaseline = async () => {};
if (NGINX) {
  // One nginx: /direct/ is the file itself, /media/ goes through the server's signature check.
  const port = appPort + 1;
  const conf = join(dataDir, 'nginx.conf');
  await writeFile(
    conf,
    `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1; daemon off; pid ${dataDir}/nginx.pid; error_log ${dataDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; tcp_nopush on;
  proxy_temp_path ${dataDir}/proxy; client_body_temp_path ${dataDir}/body;
  fastcgi_temp_path ${dataDir}/fcgi; uwsgi_temp_path ${dataDir}/uwsgi; scgi_temp_path ${dataDir}/scgi;
  upstream thinkbuild { server 127.0.0.1:${appPort}; keepalive 16; }
  server {
    listen 127.0.0.1:${port};
    location /direct/ { alias ${config.storageDir}/; }
    location /_stored/ { internal; alias ${config.storageDir}/; }
    location / {
      proxy_pass http://thinkbuild; proxy_http_version 1.1; proxy_set_header Connection "";
    }
  }
}
`,
  );
  const nginx = spawn('/usr/sbin/nginx', ['-p', dataDir, '-c', conf], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  baseline = `http://127.0.0.1:${port}/direct/${KEY}`;
  ours = `http://127.0.0.1:${port}${app.signMediaUrl(KEY).url}`;
  stopBaseline = async () => {
    nginx.kill('SIGQUIT');
    await new Promise((r) => nginx.once('exit', r));
  };
} else {
  const plain = Fastify();
  await plain.register(fastifyStatic, { root: config.storageDir });
  await plain.listen({ port: 0, host: '127.0.0.1' });
  baseline = `http://127.0.0.1:${(plain.server.address() as { port: number }).port}/${KEY}`;
  stopBaseline = () => plain.close();
}

// The client runs in its own thread, so it does not compete with the servers' event loop.
const CLIENT = `
const { parentPort, workerData: { url, size, chunk, workers, seconds, full } } = require('node:worker_threads');
(async () => {
  let bytes = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const start = Math.floor(Math.random() * (size - chunk));
      const res = full
        ? await fetch(url)
        : await fetch(url, { headers: { range: 'bytes=' + start + '-' + (start + chunk - 1) } });
      if (res.status !== (full ? 200 : 206)) throw new Error(url + ' answered ' + res.status);
      bytes += (await res.arrayBuffer()).byteLength;
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: workers }, worker));
  parentPort.postMessage(bytes / 1024 / 1024 / ((performance.now() - t) / 1000));
})();
`;

function throughput(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const w = new Worker(CLIENT, {
      eval: true,
      workerData: { url, size: SIZE, chunk: CHUNK, workers: WORKERS, seconds: SECONDS, full: FULL },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
}

const results = { ours: [] as number[], baseline: [] as number[] };
for (let round = 0; round < 3; round++) {
  results.baseline.push(await throughput(baseline));
  results.ours.push(await throughput(ours));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const fmt = (xs: number[]) =>
  `${xs.map((x) => x.toFixed(0)).join(' / ')} MB/s (mean ${mean(xs).toFixed(0)})`;
console.log(
  `100 MB file, ${WORKERS} concurrent clients, ${FULL ? 'full-file reads' : `${CHUNK / 2 ** 20} MiB random ranges`}, ${SECONDS} s per round, 3 rounds:`,
);
console.log(`  ${NGINX ? 'nginx, the file   ' : '@fastify/static:  '}  ${fmt(results.baseline)}`);
console.log(`  signed /media URLs: ${fmt(results.ours)}${NGINX ? ' (via X-Accel-Redirect)' : ''}`);
console.log(
  `  ratio: ${((100 * mean(results.ours)) / mean(results.baseline)).toFixed(0)}% (budget ≥ 80%)`,
);
await app.close();
await stopBaseline();
await rm(dataDir, { recursive: true, force: true });
