// Budget (issues 4, 12): range requests and full reads of a 100 MB file through our signed video
// URLs reach at least 80% of the throughput of @fastify/static serving the same file, side by
// side, rounds alternating. Run: node --import tsx bench/streaming.bench.ts
// Env: CHUNK_MB (1), WORKERS (50), FULL=1 for whole-file reads (WORKERS 4 suits those).
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
const SECONDS = 4;
const KEY = 'videos/web/bench/build/1';

const dataDir = await mkdtemp(join(tmpdir(), 'tb-stream-'));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: dataDir,
  BETTER_AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-0',
  VIDEO_URL_TTL_SECONDS: '3600',
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
const ours = `http://127.0.0.1:${(app.server.address() as { port: number }).port}${app.signMediaUrl(KEY).url}`;

const plain = Fastify();
await plain.register(fastifyStatic, { root: config.storageDir });
await plain.listen({ port: 0, host: '127.0.0.1' });
const baseline = `http://127.0.0.1:${(plain.server.address() as { port: number }).port}/${KEY}`;

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
console.log(`  @fastify/static:    ${fmt(results.baseline)}`);
console.log(`  signed /media URLs: ${fmt(results.ours)}`);
console.log(
  `  ratio: ${((100 * mean(results.ours)) / mean(results.baseline)).toFixed(0)}% (budget ≥ 80%)`,
);
await app.close();
await plain.close();
await rm(dataDir, { recursive: true, force: true });
