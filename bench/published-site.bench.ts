// Budget (issue 41): a published project's page answers its first byte in < 50 ms (warm) and
// serves at ≥ 50% of the requests per second of nginx serving the same bytes from a file.
// A founding member (every plan feature) publishes a two-file project through the API; the
// sites origin (modules/sites/server.ts) and nginx then serve its index.html, in alternating
// rounds of 4 s with 20 concurrent clients in a worker thread; then 200 single warm requests to
// each, timed to the response's headers. Needs nginx (Debian's package).
// Run: node --import tsx bench/published-site.bench.ts
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { TERMS_VERSION } from '@thinkbuild/core';
import { category, lesson, project } from '../apps/server/src/db/schema.ts';
import { buildSitesServer } from '../apps/server/src/modules/sites/index.ts';
import { BENCH_ORIGIN, openBenchApp } from './bench-app.ts';

const CLIENTS = 20;
const SECONDS = 4;
const ROUNDS = 3;

const { app, config, database, close } = await openBenchApp({
  env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' },
});
await database.db.insert(category).values({ slug: 'web', title: 'Web Development', position: 1 });
const [p] = await database.db
  .insert(project)
  .values({ category: 'web', slug: 'bench', title: 'Bench project', position: 1 })
  .returning();
await database.db
  .insert(lesson)
  .values({ projectId: p?.id ?? '', section: 'build', number: 1, title: 'One', published: true });

const signUp = await app.inject({
  method: 'POST',
  url: '/api/auth/sign-up/email',
  headers: { origin: BENCH_ORIGIN },
  payload: {
    email: 'bench-site@example.com',
    password: 'bench-password',
    name: '',
    ageConfirmed: true,
    termsVersionAccepted: TERMS_VERSION,
    birthYear: 1990,
  },
});
const headers = {
  cookie: String(signUp.headers['set-cookie']).split(';')[0] ?? '',
  origin: BENCH_ORIGIN,
};
const WS = '/api/projects/web/bench/workspace';
const page = `<!DOCTYPE html>\n<html lang="en">\n<head><title>Bench</title><link rel="stylesheet" href="css/site.css"></head>\n<body>\n${'<p>A paragraph of a learner’s published portfolio.</p>\n'.repeat(80)}</body>\n</html>\n`;
const ask = async (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
};
const { revision } = await ask('GET', WS);
await ask('PUT', WS, {
  baseRevision: revision,
  files: [
    { path: 'index.html', content: page },
    { path: 'css/site.css', content: 'body { font-family: system-ui; }\n' },
  ],
});
await ask('PUT', '/api/sites/handle', { handle: 'bench' });
const published = await ask('POST', '/api/projects/web/bench/site');
const path = new URL(published.site.url).pathname;

const sites = buildSitesServer(app);
await sites.listen({ port: 0, host: '127.0.0.1' });
const sitesPort = (sites.server.address() as { port: number }).port;
const ours = `http://127.0.0.1:${sitesPort}${path}`;

// nginx serves the very bytes the sites origin sends (footer included), from a file.
const bytes = Buffer.from(await (await fetch(ours)).arrayBuffer());
const dir = join(config.dataDir, 'nginx');
await mkdir(join(dir, 'www'), { recursive: true });
await writeFile(join(dir, 'www', 'index.html'), bytes);
const nginxPort = sitesPort + 1;
await writeFile(
  join(dir, 'nginx.conf'),
  `${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1; daemon off; pid ${dir}/nginx.pid; error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off; sendfile on; etag on;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server { listen 127.0.0.1:${nginxPort}; root ${dir}/www; default_type text/html; }
}
`,
);
const nginx = spawn('/usr/sbin/nginx', ['-p', dir, '-c', join(dir, 'nginx.conf')], {
  stdio: 'inherit',
});
await new Promise((r) => setTimeout(r, 500));
const reference = `http://127.0.0.1:${nginxPort}/index.html`;

const CLIENT = `
const { parentPort, workerData: { url, clients, seconds } } = require('node:worker_threads');
(async () => {
  let count = 0;
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const res = await fetch(url);
      if (res.status !== 200) throw new Error(url + ' answered ' + res.status);
      await res.arrayBuffer();
      count++;
    }
  };
  const t = performance.now();
  await Promise.all(Array.from({ length: clients }, loop));
  parentPort.postMessage(count / ((performance.now() - t) / 1000));
})();
`;
const perSecond = (url: string) =>
  new Promise<number>((resolve, reject) => {
    const w = new Worker(CLIENT, {
      eval: true,
      workerData: { url, clients: CLIENTS, seconds: SECONDS },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });

const firstBytes = async (url: string) => {
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const res = await fetch(url);
    times.push(performance.now() - started);
    await res.arrayBuffer();
  }
  return times.sort((a, b) => a - b);
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const rates = { ours: [] as number[], nginx: [] as number[] };
for (let round = 0; round < ROUNDS; round++) {
  rates.nginx.push(await perSecond(reference));
  rates.ours.push(await perSecond(ours));
}
const oursFirst = await firstBytes(ours);
const nginxFirst = await firstBytes(reference);
const q = (xs: number[], at: number) =>
  xs[Math.min(xs.length - 1, Math.floor(at * xs.length))] ?? 0;

console.log(
  `${bytes.length} bytes of index.html, ${CLIENTS} clients, ${ROUNDS} alternating rounds of ${SECONDS} s`,
);
console.log(`  nginx, the same bytes: ${rates.nginx.map((r) => r.toFixed(0)).join(' / ')} req/s`);
console.log(`  the sites origin:      ${rates.ours.map((r) => r.toFixed(0)).join(' / ')} req/s`);
console.log(
  `  ratio of medians: ${((median(rates.ours) / median(rates.nginx)) * 100).toFixed(1)}%`,
);
console.log(
  `  first byte, warm, one at a time (200 each): sites origin p50 ${q(oursFirst, 0.5).toFixed(2)} ms, p95 ${q(oursFirst, 0.95).toFixed(2)} ms; nginx p50 ${q(nginxFirst, 0.5).toFixed(2)} ms`,
);
nginx.kill('SIGQUIT');
await new Promise((r) => nginx.once('exit', r));
await sites.close();
await close();
